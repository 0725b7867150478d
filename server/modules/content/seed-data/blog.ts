import type { posts } from "../content.schema.ts";

type SeedPost = Omit<typeof posts.$inferInsert, "kind" | "urlAr">;

// Newest first: the loader dates the first post most recently. Digits inside Arabic text sit in <bdi>.
export const seedBlogPosts: SeedPost[] = [
  {
    url: "how-plate-patterns-are-valued",
    title: "How Distinguished Plate Patterns Are Valued",
    titleAr: "كيف تُقيَّم أنماط اللوحات المميزة",
    description: "A practical look at the factors that set the price of a distinguished car plate in the UAE.",
    descriptionAr: "نظرة عملية على العوامل التي تحدد سعر لوحة السيارة المميزة في دولة الإمارات.",
    summary: "Digit count, repetition, the emirate and the code all shape what a plate is worth. Here is how our team weighs each of them in an estimate.",
    summaryAr: "يتحدد سعر اللوحة بعدد أرقامها وتكرارها والإمارة التي أصدرتها ورمزها. نشرح هنا كيف يوازن فريق التقييم لدينا بين هذه العوامل.",
    metaDescription: "Learn how digit count, repeated digits, emirate and plate code affect the value of a distinguished car plate in the UAE.",
    metaDescriptionAr: "تعرّف على أثر عدد الأرقام وتكرارها والإمارة ورمز اللوحة في قيمة لوحة السيارة المميزة في دولة الإمارات.",
    body: `
<p>Two plates can look almost identical and still differ in price by a factor of ten. After more than twenty years of valuing plates across the seven emirates, our team has found that a handful of factors explain most of that difference.</p>
<h2>Fewer digits, higher value</h2>
<p>The single most important factor is length. One-digit and two-digit plates are extremely rare and are usually only released through official auctions. Three-digit plates remain scarce, while four- and five-digit plates make up most of the market. Each digit you remove multiplies scarcity, and scarcity drives price.</p>
<h2>Repetition and symmetry</h2>
<p>Repeated digits such as <strong>777</strong> or <strong>55555</strong> are instantly memorable, which is exactly what buyers pay for. Mirrored numbers like <strong>12321</strong>, simple sequences like <strong>1234</strong> and round numbers like <strong>5000</strong> also carry a premium. The cleaner the pattern, the stronger the demand.</p>
<ul>
<li><strong>Fully repeated:</strong> every digit the same – the most sought-after pattern at any length.</li>
<li><strong>Mirror or palindrome:</strong> reads the same in both directions.</li>
<li><strong>Sequences:</strong> ascending or descending runs.</li>
<li><strong>Round numbers:</strong> a leading digit followed by zeros.</li>
</ul>
<h2>The emirate and the code</h2>
<p>Dubai and Abu Dhabi plates generally command the highest prices because of their large, active markets, but a rare pattern from Sharjah, Ras Al Khaimah or Fujairah can still be valuable. Within each emirate, older codes and codes associated with early series are often preferred to newly released ones.</p>
<h2>Personal meaning</h2>
<p>Some value is personal: a birth year, a wedding date or a number that matches a company name. These plates may not top an auction, but a buyer looking for that exact number will often pay well above the usual range.</p>
<h2>Getting an estimate</h2>
<p>Market prices change with supply and demand, so any published guide is only a starting point. If you own a plate and want to know what it is worth, request a free estimate through our services page and we will compare it with recent sales of similar patterns.</p>
`.trim(),
    bodyAr: `
<p>قد تتشابه لوحتان إلى حد كبير ومع ذلك يبلغ سعر إحداهما عشرة أضعاف سعر الأخرى. وبعد أكثر من عشرين عامًا في تقييم اللوحات في الإمارات السبع، وجد فريقنا أن عددًا محدودًا من العوامل يفسّر معظم هذا الفارق.</p>
<h2>كلما قلّت الأرقام ارتفعت القيمة</h2>
<p>يبقى طول الرقم العامل الأهم على الإطلاق؛ فاللوحات المكونة من رقم واحد أو رقمين نادرة جدًا ولا تُطرح عادةً إلا في المزادات الرسمية، واللوحات الثلاثية ما زالت قليلة، بينما تشكّل اللوحات الرباعية والخماسية معظم السوق. وكل رقم يُحذف يضاعف الندرة، والندرة هي ما يرفع السعر.</p>
<h2>التكرار والتناظر</h2>
<p>الأرقام المكررة مثل <bdi>777</bdi> أو <bdi>55555</bdi> تعلق في الذاكرة فورًا، وهذا تحديدًا ما يدفع المشتري ثمنه. كما تحظى الأرقام المتناظرة مثل <bdi>12321</bdi> والمتسلسلة مثل <bdi>1234</bdi> والأرقام الكاملة مثل <bdi>5000</bdi> بقيمة أعلى، وكلما كان النمط أوضح زاد الطلب عليه.</p>
<ul>
<li><strong>التكرار الكامل:</strong> جميع الأرقام متطابقة، وهو النمط الأكثر طلبًا مهما كان عدد الأرقام.</li>
<li><strong>التناظر:</strong> رقم يُقرأ بالطريقة نفسها من الاتجاهين.</li>
<li><strong>التسلسل:</strong> أرقام متتالية تصاعديًا أو تنازليًا.</li>
<li><strong>الأرقام الكاملة:</strong> رقم يتبعه عدد من الأصفار.</li>
</ul>
<h2>الإمارة والرمز</h2>
<p>تحقق لوحات دبي وأبوظبي عمومًا أعلى الأسعار لاتساع سوقيهما ونشاطهما، لكن النمط النادر من الشارقة أو رأس الخيمة أو الفجيرة قد يكون ذا قيمة كبيرة أيضًا. وداخل كل إمارة، كثيرًا ما تُفضَّل الرموز القديمة والمرتبطة بالإصدارات الأولى على الرموز الحديثة.</p>
<h2>القيمة المعنوية</h2>
<p>بعض القيمة شخصي بحت: سنة ميلاد، أو تاريخ زواج، أو رقم يوافق اسم شركة. قد لا تتصدر هذه اللوحات المزادات، لكن من يبحث عن هذا الرقم بعينه يدفع فيه غالبًا أكثر من السعر المعتاد.</p>
<h2>احصل على تقييم</h2>
<p>تتغير أسعار السوق بحسب العرض والطلب، لذا فأي دليل منشور ليس إلا نقطة انطلاق. وإن كنت تملك لوحة وتريد معرفة قيمتها، فاطلب تقييمًا مجانيًا من صفحة الخدمات، وسنقارنها بآخر مبيعات اللوحات ذات الأنماط المشابهة.</p>
`.trim(),
    tags: ["Plates", "Valuation", "Buying guide"],
    tagsAr: ["اللوحات", "التقييم", "دليل الشراء"],
    image: "blog-plate-patterns.webp",
  },
  {
    url: "what-makes-a-mobile-number-special",
    title: "What Makes a Mobile Number Special?",
    titleAr: "ما الذي يجعل رقم الهاتف مميزًا؟",
    description: "The patterns that turn an ordinary UAE mobile number into one people remember and pay for.",
    descriptionAr: "الأنماط التي تحوّل رقم الهاتف العادي في الإمارات إلى رقم يتذكره الناس ويدفعون ثمنه.",
    summary: "A special number is easy to say, easy to remember and hard to find. We explain the patterns that matter and how they affect price.",
    summaryAr: "الرقم المميز سهل النطق وسهل الحفظ وصعب العثور عليه. نشرح هنا الأنماط الأهم وأثرها في السعر.",
    metaDescription: "Repeated digits, sequences and mirror patterns: discover what makes a UAE mobile number special and how its pattern shapes the price.",
    metaDescriptionAr: "أرقام مكررة ومتسلسلة ومتناظرة: اكتشف ما يجعل رقم الهاتف في الإمارات مميزًا وكيف يحدد نمطه سعره.",
    body: `
<p>Every UAE mobile number has the same length: a three-digit prefix such as 050, 052, 054, 055, 056 or 058, followed by seven digits. Because the length is fixed, what makes a number special is entirely its pattern.</p>
<h2>Repetition is king</h2>
<p>The most valuable numbers repeat one digit many times, for example <strong>050 777 7777</strong>. Buyers look first at the last seven digits: the more of them that match, the rarer the number. A run of five identical digits is already unusual; six or seven is exceptional.</p>
<h2>Patterns people can say</h2>
<p>A number is special when it can be shared in one breath. Common patterns include:</p>
<ul>
<li><strong>Pairs and blocks:</strong> 055 12 12 12 1 or 056 200 2000.</li>
<li><strong>Sequences:</strong> 058 123 4567.</li>
<li><strong>Mirror numbers:</strong> 052 345 4543.</li>
<li><strong>Matching prefix:</strong> digits that echo the prefix, such as 055 555 5xxx.</li>
</ul>
<h2>Why businesses buy them</h2>
<p>For a company, a memorable number is advertising that never stops working. Customers remember it from a van, a billboard or a radio spot, and are far more likely to call it correctly. Many businesses choose a number whose digits match a toll-free line or a founding year.</p>
<h2>Personal reasons</h2>
<p>Individuals often look for numbers that include a lucky digit, a date or a pattern shared by family members. A set of consecutive special numbers for a family or a team is rare and carries its own premium.</p>
<h2>What affects the price</h2>
<p>Price depends on the number of repeated or patterned digits, where they sit (the end of the number matters most), the prefix and current demand. Once bought, the number is transferred into your name with du or Etisalat and can stay with you for life. Browse our numbers page or use the number designer to tell us the pattern you want.</p>
`.trim(),
    bodyAr: `
<p>تتساوى أرقام الهواتف المتحركة في الإمارات في الطول؛ إذ تبدأ ببادئة من ثلاثة أرقام مثل <bdi>050</bdi> أو <bdi>052</bdi> أو <bdi>054</bdi> أو <bdi>055</bdi> أو <bdi>056</bdi> أو <bdi>058</bdi>، تليها سبعة أرقام. ولأن الطول ثابت، فإن ما يجعل الرقم مميزًا هو نمطه وحده.</p>
<h2>التكرار أولًا</h2>
<p>أعلى الأرقام قيمةً هي التي يتكرر فيها رقم واحد مرات كثيرة، مثل <bdi>050 777 7777</bdi>. وينظر المشترون أولًا إلى الأرقام السبعة الأخيرة، فكلما زاد تطابقها كان الرقم أندر. وتكرار الرقم نفسه خمس مرات متتالية أمر غير مألوف، أما ست مرات أو سبع فحالة استثنائية.</p>
<h2>أنماط تُقال بسهولة</h2>
<p>يكون الرقم مميزًا حين يمكن إملاؤه في نَفَس واحد. ومن الأنماط الشائعة:</p>
<ul>
<li><strong>الأزواج والمجموعات:</strong> مثل <bdi>055 12 12 12 1</bdi> أو <bdi>056 200 2000</bdi>.</li>
<li><strong>التسلسل:</strong> مثل <bdi>058 123 4567</bdi>.</li>
<li><strong>التناظر:</strong> مثل <bdi>052 345 4543</bdi>.</li>
<li><strong>التوافق مع البادئة:</strong> أرقام تردد البادئة، مثل <bdi>055 555 5xxx</bdi>.</li>
</ul>
<h2>لماذا تشتريها الشركات</h2>
<p>الرقم سهل الحفظ بالنسبة إلى الشركة إعلان لا يتوقف؛ فالعملاء يتذكرونه من سيارة توصيل أو لوحة إعلانية أو إعلان إذاعي، ويتصلون به دون أخطاء. وتختار شركات كثيرة رقمًا يوافق أرقام خطها المجاني أو سنة تأسيسها.</p>
<h2>دوافع شخصية</h2>
<p>يبحث الأفراد غالبًا عن أرقام تتضمن رقمهم المفضل أو تاريخًا يعني لهم شيئًا أو نمطًا يتشاركه أفراد العائلة. ومجموعة الأرقام المميزة المتتالية لعائلة أو فريق عمل نادرة، ولها قيمتها الخاصة.</p>
<h2>ما الذي يحدد السعر</h2>
<p>يتوقف السعر على عدد الأرقام المكررة أو المنتظمة وموضعها في الرقم، إذ تبقى نهاية الرقم هي الأهم، إضافة إلى البادئة وحجم الطلب الحالي. وبعد الشراء يُنقل الرقم باسمك لدى دو أو اتصالات ويبقى معك مدى الحياة. تصفّح صفحة الأرقام أو استخدم أداة تصميم الرقم لتخبرنا بالنمط الذي تريده.</p>
`.trim(),
    tags: ["Mobile numbers", "du", "Etisalat", "Buying guide"],
    tagsAr: ["أرقام الهواتف", "دو", "اتصالات", "دليل الشراء"],
    image: "blog-special-number.webp",
  },
  {
    url: "buying-a-plate-safely-and-transfer-steps",
    title: "Buying a Plate Safely: The Transfer Steps Explained",
    titleAr: "شراء اللوحة بأمان: شرح خطوات النقل",
    description: "A step-by-step guide to paying for a distinguished plate and transferring it into your name.",
    descriptionAr: "دليل خطوة بخطوة لدفع ثمن اللوحة المميزة ونقلها باسمك.",
    summary: "A plate purchase is only complete when the plate is on your traffic file. This guide walks through each step and the checks that keep you safe.",
    summaryAr: "لا تكتمل عملية شراء اللوحة إلا حين تُسجَّل في ملفك المروري. يرشدك هذا الدليل عبر كل خطوة والضمانات التي تحميك.",
    metaDescription: "How to buy a distinguished car plate safely in the UAE: documents, Emirates ID, traffic file, online payment and the official transfer steps.",
    metaDescriptionAr: "كيف تشتري لوحة مميزة بأمان في الإمارات: المستندات والهوية الإماراتية والملف المروري والدفع الإلكتروني وخطوات النقل الرسمية.",
    body: `
<p>Buying a distinguished plate is exciting, but the sale is only finished when the plate is officially registered on your traffic file. Following a clear process protects both your money and the plate.</p>
<h2>Before you pay</h2>
<ul>
<li><strong>Check your documents.</strong> You need a valid Emirates ID and a traffic file in the emirate that issued the plate. A Sharjah plate, for example, must go to a Sharjah traffic file.</li>
<li><strong>Clear any blocks.</strong> Unpaid traffic fines or an expired licence can stop a transfer, so settle them first.</li>
<li><strong>Confirm the seller.</strong> Buy only from a dealer or owner who can prove ownership. Every plate on our site is checked before it is listed.</li>
</ul>
<h2>Paying securely</h2>
<p>Pay through a secure online payment gateway, never by cash handed to a stranger or by transfer to a personal bank account. On our site, the price already includes 5% VAT and you receive a tax invoice immediately. The plate is reserved for you the moment payment succeeds, so nobody else can buy it.</p>
<h2>The transfer, step by step</h2>
<ol>
<li>Our team contacts you within one working day to confirm your details and your traffic file number.</li>
<li>We prepare the transfer with the plate's current owner and book the appointment or start the online process with the traffic authority.</li>
<li>The authority verifies both parties' identities and collects its official transfer fee.</li>
<li>The plate moves to your traffic file. You can then fit it to a vehicle or, where the rules allow, hold it on your file.</li>
</ol>
<h2>Warning signs</h2>
<blockquote>If a price looks far below the market, the seller avoids showing ownership documents or insists on cash, walk away.</blockquote>
<p>Fraudsters often advertise rare plates at tempting prices on social media. A genuine seller will always let the transfer be completed through the official channel.</p>
<h2>After the transfer</h2>
<p>Keep your invoice and the transfer receipt. If you later decide to sell, these documents make the next sale faster. Most transfers are complete within two to five working days of payment.</p>
`.trim(),
    bodyAr: `
<p>شراء لوحة مميزة تجربة ممتعة، لكن عملية البيع لا تنتهي إلا حين تُسجَّل اللوحة رسميًا في ملفك المروري. واتباع خطوات واضحة يحمي أموالك ويحفظ لك اللوحة.</p>
<h2>قبل الدفع</h2>
<ul>
<li><strong>تحقّق من مستنداتك:</strong> تحتاج إلى هوية إماراتية سارية وملف مروري في الإمارة التي أصدرت اللوحة؛ فلوحة الشارقة مثلًا تُنقل إلى ملف مروري في الشارقة.</li>
<li><strong>ارفع أي حظر:</strong> قد تمنع المخالفات غير المسددة أو الرخصة المنتهية إتمام النقل، فسدّدها أولًا.</li>
<li><strong>تأكّد من البائع:</strong> لا تشترِ إلا من تاجر أو مالك يستطيع إثبات الملكية. ونحن نتحقق من كل لوحة قبل عرضها على موقعنا.</li>
</ul>
<h2>الدفع الآمن</h2>
<p>ادفع عبر بوابة دفع إلكترونية آمنة، ولا تسلّم مبلغًا نقديًا لشخص لا تعرفه أو تحوّله إلى حساب مصرفي شخصي. والسعر على موقعنا شامل ضريبة القيمة المضافة بنسبة <bdi>5٪</bdi>، وتصلك الفاتورة الضريبية فورًا، وتُحجز اللوحة باسمك لحظة نجاح الدفع فلا يستطيع أحد غيرك شراءها.</p>
<h2>خطوات النقل</h2>
<ol>
<li>يتواصل معك فريقنا خلال يوم عمل واحد لتأكيد بياناتك ورقم ملفك المروري.</li>
<li>نجهّز النقل مع المالك الحالي للوحة، ونحجز الموعد أو نبدأ الإجراء الإلكتروني لدى جهة المرور.</li>
<li>تتحقق جهة المرور من هوية الطرفين وتستوفي رسوم النقل الرسمية.</li>
<li>تنتقل اللوحة إلى ملفك المروري، فتركّبها على مركبتك أو تحتفظ بها في ملفك حيث تسمح الأنظمة بذلك.</li>
</ol>
<h2>علامات تحذيرية</h2>
<blockquote>إذا بدا السعر أقل بكثير من سعر السوق، أو تهرّب البائع من إبراز مستندات الملكية، أو أصرّ على الدفع نقدًا، فابتعد عن الصفقة.</blockquote>
<p>كثيرًا ما يعلن المحتالون عن لوحات نادرة بأسعار مغرية عبر وسائل التواصل الاجتماعي، أما البائع الحقيقي فيقبل دائمًا إتمام النقل عبر القنوات الرسمية.</p>
<h2>بعد النقل</h2>
<p>احتفظ بالفاتورة وإيصال النقل، فإن قررت البيع لاحقًا سرّعت هذه المستندات الصفقة التالية. وتكتمل معظم عمليات النقل خلال مدة تتراوح بين يومَي عمل وخمسة أيام عمل من تاريخ الدفع.</p>
`.trim(),
    tags: ["Plates", "Transfer", "Safety", "Buying guide"],
    tagsAr: ["اللوحات", "النقل", "الأمان", "دليل الشراء"],
    image: "blog-plate-transfer.webp",
  },
  {
    url: "du-vs-etisalat-special-numbers",
    title: "du vs Etisalat: Choosing Your Special Number",
    titleAr: "دو أم اتصالات: كيف تختار رقمك المميز",
    description: "How special numbers from du and Etisalat compare, and what to consider before choosing one.",
    descriptionAr: "مقارنة بين الأرقام المميزة من دو واتصالات، وما يجب مراعاته قبل اختيار أحدها.",
    summary: "Both operators offer memorable numbers, but prefixes, plans and transfer steps differ slightly. Here is what to weigh before you decide.",
    summaryAr: "تقدّم الشركتان أرقامًا سهلة الحفظ، لكن البادئات والباقات وخطوات النقل تختلف قليلًا. إليك ما ينبغي مراعاته قبل أن تقرر.",
    metaDescription: "Compare special mobile numbers from du and Etisalat (e&): prefixes, prepaid and postpaid plans, transfer steps and number portability.",
    metaDescriptionAr: "قارن بين أرقام الهواتف المميزة من دو واتصالات: البادئات وباقات الدفع المسبق والفاتورة وخطوات النقل وخدمة الاحتفاظ بالرقم.",
    body: `
<p>The UAE has two national mobile operators, <strong>du</strong> and <strong>Etisalat</strong> (now part of the e&amp; group). Both offer special numbers, and both give excellent coverage across the country, so the choice usually comes down to the number itself and the plan you prefer.</p>
<h2>Prefixes</h2>
<p>Prefixes were originally tied to an operator: 050, 054 and 056 were issued by Etisalat, while 052, 055 and 058 were issued by du. Since number portability arrived, a number can move between operators while keeping its prefix, so a prefix is no longer a reliable guide to the network. For many buyers the prefix is simply part of the pattern: 055 555 5555 is memorable whichever network carries it.</p>
<h2>Prepaid or postpaid</h2>
<p>Special numbers from both operators are available on prepaid and postpaid plans. Some premium numbers are linked to a minimum monthly plan for an initial period. We show any such condition on the listing, so you know the full cost before you pay.</p>
<h2>How the transfer works</h2>
<ul>
<li><strong>du:</strong> the number is transferred into your name using your Emirates ID or passport, and a new SIM or eSIM is issued.</li>
<li><strong>Etisalat:</strong> the process is similar, with ownership changed at an outlet or through the operator's approved channel.</li>
</ul>
<p>In both cases our team prepares the paperwork and arranges the appointment, so the transfer usually takes a single visit.</p>
<h2>Switching later</h2>
<p>Once the number is in your name, you can port it to the other operator under the UAE number portability rules. That means you can choose a number for its pattern today and decide on the network that suits you best in the future.</p>
<h2>Our advice</h2>
<p>Choose the pattern first, then the plan. A truly special number is rare on either network, and the best patterns do not stay available for long. Browse our du and Etisalat listings side by side and add your favourites to your wishlist.</p>
`.trim(),
    bodyAr: `
<p>في دولة الإمارات شركتان وطنيتان للاتصالات المتحركة هما <strong>دو</strong> و<strong>اتصالات</strong> التي أصبحت جزءًا من مجموعة <bdi>e&amp;</bdi>. وتقدّم الشركتان أرقامًا مميزة وتغطية ممتازة في أنحاء الدولة، لذلك يتوقف الاختيار عادةً على الرقم نفسه والباقة التي تفضّلها.</p>
<h2>البادئات</h2>
<p>ارتبطت البادئات في الأصل بشركة بعينها؛ فالبادئات <bdi>050</bdi> و<bdi>054</bdi> و<bdi>056</bdi> أصدرتها اتصالات، بينما أصدرت دو البادئات <bdi>052</bdi> و<bdi>055</bdi> و<bdi>058</bdi>. ومنذ إتاحة خدمة الاحتفاظ بالرقم عند تغيير المشغّل، أصبح بإمكان الرقم الانتقال بين الشركتين مع الاحتفاظ ببادئته، فلم تعد البادئة دليلًا موثوقًا على الشبكة. ويرى كثير من المشترين أن البادئة جزء من النمط فحسب، فالرقم <bdi>055 555 5555</bdi> سهل الحفظ أيًّا كانت الشبكة التي تشغّله.</p>
<h2>الدفع المسبق أم الفاتورة</h2>
<p>تتوفر الأرقام المميزة من الشركتين بنظامي الدفع المسبق والفاتورة الشهرية. وترتبط بعض الأرقام الفاخرة بحد أدنى للباقة الشهرية خلال فترة أولى، ونوضح أي شرط من هذا النوع في صفحة الرقم لتعرف التكلفة الكاملة قبل الدفع.</p>
<h2>كيف يتم النقل</h2>
<ul>
<li><strong>دو:</strong> يُنقل الرقم باسمك باستخدام هويتك الإماراتية أو جواز سفرك، وتُصدر لك شريحة جديدة أو شريحة إلكترونية.</li>
<li><strong>اتصالات:</strong> الإجراء مشابه، وتُنقل الملكية في أحد مراكز الخدمة أو عبر القنوات المعتمدة لدى الشركة.</li>
</ul>
<p>وفي الحالتين يجهّز فريقنا المستندات ويرتّب الموعد، فيكتمل النقل عادةً في زيارة واحدة.</p>
<h2>تغيير المشغّل لاحقًا</h2>
<p>بعد أن يصبح الرقم باسمك، يمكنك نقله إلى المشغّل الآخر وفق قواعد الاحتفاظ بالرقم المعمول بها في الدولة. أي أنك تستطيع اختيار الرقم اليوم لنمطه، ثم تقرر لاحقًا الشبكة التي تناسبك.</p>
<h2>نصيحتنا</h2>
<p>اختر النمط أولًا ثم الباقة؛ فالرقم المميز حقًا نادر على الشبكتين، وأفضل الأنماط لا تبقى متاحة طويلًا. تصفّح أرقام دو واتصالات جنبًا إلى جنب، وأضف ما يعجبك إلى قائمة المفضلة.</p>
`.trim(),
    tags: ["Mobile numbers", "du", "Etisalat"],
    tagsAr: ["أرقام الهواتف", "دو", "اتصالات"],
    image: "blog-du-etisalat.webp",
  },
  {
    url: "history-of-uae-car-plates",
    title: "A Short History of UAE Car Plates",
    titleAr: "لمحة عن تاريخ لوحات السيارات في الإمارات",
    description: "How car plates in the seven emirates evolved from simple numbers into sought-after collectibles.",
    descriptionAr: "كيف تطورت لوحات السيارات في الإمارات السبع من أرقام بسيطة إلى مقتنيات مطلوبة.",
    summary: "UAE plates have changed in design, codes and meaning over the decades. This short history explains how each emirate's style developed and why early numbers are prized.",
    summaryAr: "تغيّرت لوحات الإمارات في تصميمها ورموزها ودلالتها على مر العقود. تشرح هذه اللمحة كيف تطور أسلوب كل إمارة ولماذا تحظى الأرقام القديمة بهذه المكانة.",
    metaDescription: "From the first simple plates to today's codes and designs: a short history of car plates in Dubai, Abu Dhabi, Sharjah and the other emirates.",
    metaDescriptionAr: "من اللوحات البسيطة الأولى إلى الرموز والتصاميم الحالية: لمحة عن تاريخ لوحات السيارات في دبي وأبوظبي والشارقة وسائر الإمارات.",
    body: `
<p>Car plates in the UAE tell the story of the country's growth. As the number of vehicles rose from a few thousand to millions, each emirate developed its own system of numbers, codes and designs.</p>
<h2>The early years</h2>
<p>In the years around the founding of the federation in 1971, vehicles were few and plates carried short numbers with little more than the emirate's name. Many of the one- and two-digit numbers issued then have stayed with the same families for decades, which is one reason they are so rarely seen on the market today.</p>
<h2>Codes arrive</h2>
<p>As registrations grew, short numbers ran out, so authorities added codes to create new series. Dubai adopted letter codes, while Abu Dhabi and Sharjah use numeric codes, often shown in a coloured band. A code lets the same digits be issued many times, which is why buyers always speak of a plate as a combination of emirate, code and number.</p>
<h2>Each emirate's style</h2>
<ul>
<li><strong>Dubai</strong> plates are known for their letter codes and distinctive typeface, in both long and short formats.</li>
<li><strong>Abu Dhabi</strong> plates show the code on a coloured panel beside the number.</li>
<li><strong>Sharjah</strong>, <strong>Ajman</strong>, <strong>Umm Al Quwain</strong>, <strong>Ras Al Khaimah</strong> and <strong>Fujairah</strong> each carry their own emblem, colours and code system.</li>
</ul>
<h2>From registration to collectible</h2>
<p>During the 2000s, official auctions turned the rarest numbers into headline events, and distinguished plates became recognised as both status symbols and stores of value. Today traffic authorities regularly release new codes and hold auctions, both in person and online, for the most sought-after combinations.</p>
<h2>Design updates</h2>
<p>Several emirates have refreshed their plate designs over the years, adding modern typefaces, emblems and security features. Older designs can usually be replaced with the current design while keeping the same number, so a plate's heritage stays with its digits rather than the metal.</p>
<h2>Why history matters to value</h2>
<p>Collectors prize early series and codes because they recall the first decades of the country's motoring life. When you buy a plate, you are buying a small piece of that story.</p>
`.trim(),
    bodyAr: `
<p>تروي لوحات السيارات في الإمارات قصة نمو الدولة؛ فمع ارتفاع عدد المركبات من بضعة آلاف إلى الملايين، طوّرت كل إمارة نظامها الخاص من الأرقام والرموز والتصاميم.</p>
<h2>السنوات الأولى</h2>
<p>في السنوات المحيطة بقيام الاتحاد عام <bdi>1971</bdi> كانت المركبات قليلة، وحملت اللوحات أرقامًا قصيرة لا يرافقها سوى اسم الإمارة. وبقي كثير من أرقام الخانة الواحدة والخانتين التي صدرت آنذاك لدى العائلات نفسها عقودًا طويلة، وهذا أحد أسباب ندرة ظهورها في السوق اليوم.</p>
<h2>ظهور الرموز</h2>
<p>مع ازدياد التسجيلات نفدت الأرقام القصيرة، فأضافت الجهات المختصة رموزًا لإطلاق فئات جديدة. اعتمدت دبي رموزًا من الحروف، بينما تستخدم أبوظبي والشارقة رموزًا رقمية تظهر غالبًا في شريط ملوّن. ويتيح الرمز إصدار الأرقام نفسها مرات عدة، ولهذا يتحدث المشترون دائمًا عن اللوحة بوصفها مزيجًا من الإمارة والرمز والرقم.</p>
<h2>أسلوب كل إمارة</h2>
<ul>
<li><strong>دبي:</strong> تشتهر لوحاتها برموز الحروف وخطها المميز، بالحجمين الطويل والقصير.</li>
<li><strong>أبوظبي:</strong> يظهر الرمز على لوحاتها في خانة ملوّنة بجانب الرقم.</li>
<li><strong>الشارقة وعجمان وأم القيوين ورأس الخيمة والفجيرة:</strong> لكل منها شعارها وألوانها ونظام رموزها.</li>
</ul>
<h2>من التسجيل إلى الاقتناء</h2>
<p>في العقد الأول من الألفية الثالثة حوّلت المزادات الرسمية أندر الأرقام إلى أحداث تتصدر الأخبار، وأصبحت اللوحات المميزة رمزًا للمكانة ووعاءً للقيمة في آن واحد. واليوم تطرح جهات المرور رموزًا جديدة بانتظام، وتنظم مزادات حضورية وإلكترونية لأكثر التركيبات طلبًا.</p>
<h2>تحديث التصاميم</h2>
<p>جدّدت إمارات عدة تصاميم لوحاتها على مر السنين، فأضافت خطوطًا حديثة وشعارات وعناصر أمان. ويمكن عادةً استبدال التصميم القديم بالتصميم الحالي مع الاحتفاظ بالرقم نفسه، فيبقى إرث اللوحة في أرقامها لا في معدنها.</p>
<h2>لماذا يؤثر التاريخ في القيمة</h2>
<p>يقدّر الهواة الفئات والرموز القديمة لأنها تستحضر العقود الأولى من تاريخ السيارات في الدولة، وحين تشتري لوحة فإنك تقتني جزءًا صغيرًا من هذه الحكاية.</p>
`.trim(),
    tags: ["Plates", "History", "Collecting"],
    tagsAr: ["اللوحات", "التاريخ", "الاقتناء"],
    image: "blog-plate-history.webp",
  },
  {
    url: "investing-in-distinguished-numbers",
    title: "Investing in Distinguished Plates and Numbers",
    titleAr: "الاستثمار في اللوحات والأرقام المميزة",
    description: "What to consider if you see distinguished plates and special numbers as a long-term asset.",
    descriptionAr: "ما يجب مراعاته إذا كنت تنظر إلى اللوحات والأرقام المميزة بوصفها أصلًا طويل الأجل.",
    summary: "Rare plates and numbers have held their appeal for decades, but they are not risk-free investments. We share the principles our clients use to buy wisely.",
    summaryAr: "حافظت اللوحات والأرقام النادرة على جاذبيتها عقودًا، لكنها ليست استثمارًا خاليًا من المخاطر. نشاركك المبادئ التي يتبعها عملاؤنا للشراء بحكمة.",
    metaDescription: "Thinking of distinguished plates or special numbers as an investment? Learn about scarcity, liquidity, holding costs and the risks to weigh first.",
    metaDescriptionAr: "هل تفكر في الاستثمار في اللوحات أو الأرقام المميزة؟ تعرّف على الندرة وسرعة البيع وتكاليف الاحتفاظ والمخاطر التي يجب مراعاتها.",
    body: `
<p>Many of our clients buy a plate or a number purely because they love it. Others see distinguished numbers as a way to hold value. Both views are valid, but anyone treating a plate as an investment should understand how this market behaves.</p>
<h2>Scarcity is the foundation</h2>
<p>The supply of short and perfectly patterned numbers is fixed. No authority can issue a second one-digit plate under the same code, and no operator can create another 050 777 7777. That fixed supply, combined with steady demand from a growing population, is why the rarest items have generally held their appeal over the long term.</p>
<h2>Understand liquidity</h2>
<p>A plate is not a share that can be sold in seconds. Finding the right buyer at the right price can take weeks or months, especially for very expensive items. Mid-range plates and numbers with clean patterns tend to sell fastest.</p>
<h2>Count the costs</h2>
<ul>
<li>The purchase price includes 5% VAT.</li>
<li>Official transfer fees apply each time the plate or number changes hands.</li>
<li>Some mobile numbers require a minimum monthly plan.</li>
<li>Keeping a plate on your traffic file without a vehicle may carry conditions or fees, depending on the emirate.</li>
</ul>
<h2>Principles for buying well</h2>
<ol>
<li><strong>Buy quality over quantity.</strong> One excellent pattern usually outperforms several average ones.</li>
<li><strong>Prefer clean patterns.</strong> Fully repeated, mirrored and round numbers have the widest appeal.</li>
<li><strong>Keep records.</strong> Invoices and transfer receipts make resale easier and faster.</li>
<li><strong>Enjoy it.</strong> A plate you are happy to use is never a bad purchase, whatever the market does.</li>
</ol>
<h2>A word of caution</h2>
<blockquote>Past prices are no guarantee of future value. Buy with money you do not need in the short term, and treat any investment return as a bonus.</blockquote>
<p>This article is general information, not financial advice. For an honest view of a specific plate or number, ask our team for a free estimate.</p>
`.trim(),
    bodyAr: `
<p>يشتري كثير من عملائنا اللوحة أو الرقم لمجرد إعجابهم به، بينما يرى آخرون في الأرقام المميزة وسيلة لحفظ القيمة. وكلا الرأيين وجيه، لكن من يتعامل مع اللوحة بوصفها استثمارًا عليه أن يفهم طبيعة هذه السوق.</p>
<h2>الندرة هي الأساس</h2>
<p>المعروض من الأرقام القصيرة وذات الأنماط الكاملة ثابت لا يزيد؛ فلا تستطيع أي جهة إصدار لوحة ثانية من خانة واحدة بالرمز نفسه، ولا يستطيع أي مشغّل اتصالات إنشاء رقم آخر مثل <bdi>050 777 7777</bdi>. وهذا المعروض الثابت، مع طلب متواصل من عدد سكان متزايد، هو ما جعل أندر اللوحات والأرقام تحافظ على جاذبيتها على المدى الطويل.</p>
<h2>افهم سرعة البيع</h2>
<p>اللوحة ليست سهمًا يُباع في ثوانٍ، فالعثور على المشتري المناسب بالسعر المناسب قد يستغرق أسابيع أو أشهرًا، ولا سيما في القطع المرتفعة الثمن. أما اللوحات والأرقام متوسطة السعر ذات الأنماط الواضحة فهي الأسرع بيعًا عادةً.</p>
<h2>احسب التكاليف</h2>
<ul>
<li>يشمل سعر الشراء ضريبة القيمة المضافة بنسبة <bdi>5٪</bdi>.</li>
<li>تُدفع رسوم النقل الرسمية في كل مرة تنتقل فيها ملكية اللوحة أو الرقم.</li>
<li>تشترط بعض أرقام الهواتف حدًا أدنى للباقة الشهرية.</li>
<li>قد يخضع الاحتفاظ باللوحة في ملفك المروري دون مركبة لشروط أو رسوم تختلف من إمارة إلى أخرى.</li>
</ul>
<h2>مبادئ للشراء الحكيم</h2>
<ol>
<li><strong>الجودة قبل الكمية:</strong> نمط واحد ممتاز يتفوق عادةً على عدة أنماط عادية.</li>
<li><strong>فضّل الأنماط الواضحة:</strong> الأرقام المكررة بالكامل والمتناظرة والكاملة هي الأوسع قبولًا.</li>
<li><strong>احتفظ بالمستندات:</strong> الفواتير وإيصالات النقل تجعل إعادة البيع أسهل وأسرع.</li>
<li><strong>استمتع بما تملك:</strong> اللوحة التي تسعد باستخدامها لن تكون صفقة خاسرة مهما تقلبت السوق.</li>
</ol>
<h2>كلمة تحذير</h2>
<blockquote>الأسعار السابقة لا تضمن القيمة المستقبلية. اشترِ بمال لا تحتاجه على المدى القريب، واعتبر أي عائد استثماري مكسبًا إضافيًا.</blockquote>
<p>هذا المقال معلومات عامة وليس استشارة مالية. وللحصول على رأي صريح في لوحة أو رقم بعينه، اطلب من فريقنا تقييمًا مجانيًا.</p>
`.trim(),
    tags: ["Investment", "Plates", "Mobile numbers"],
    tagsAr: ["الاستثمار", "اللوحات", "أرقام الهواتف"],
    image: "blog-investing.webp",
  },
];
