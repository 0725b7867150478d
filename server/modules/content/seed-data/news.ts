import type { posts } from "../content.schema.ts";

type SeedPost = Omit<typeof posts.$inferInsert, "kind" | "urlAr">;

// Company news, newest first. Digits inside Arabic text sit in <bdi>.
export const seedNews: SeedPost[] = [
  {
    url: "new-sharjah-plate-codes-now-listed",
    title: "Newly Released Sharjah Plate Codes Now in Our Catalogue",
    titleAr: "رموز لوحات الشارقة الجديدة متاحة الآن في قائمتنا",
    description: "Plates from the latest Sharjah codes have been added to our listings, including several short and repeated numbers.",
    descriptionAr: "أضفنا إلى قوائمنا لوحات من أحدث رموز الشارقة، من بينها أرقام قصيرة ومكررة.",
    summary: "Following the traffic authority's latest release, we have listed plates from Sharjah's newest codes. Early interest has been strong, especially in three- and four-digit repeated numbers.",
    summaryAr: "بعد أحدث إصدار من جهة المرور، أدرجنا لوحات من أحدث رموز الشارقة. ويلقى الطرح إقبالًا مبكرًا قويًا، ولا سيما على الأرقام المكررة الثلاثية والرباعية.",
    metaDescription: "Plates from Sharjah's newest codes are now listed, including short and repeated numbers. Browse, pay online and let us handle the transfer.",
    metaDescriptionAr: "لوحات من أحدث رموز الشارقة متاحة الآن، ومنها أرقام قصيرة ومكررة. تصفّح وادفع إلكترونيًا ودعنا نتولى إجراءات النقل.",
    body: `
<p>We are pleased to announce that plates from the newest Sharjah codes are now available in our catalogue. The new listings follow the latest series released by the emirate's traffic authority and bring fresh choice to buyers looking for a distinguished Sharjah plate.</p>
<h2>What is available</h2>
<p>The first batch includes more than 120 plates, among them:</p>
<ul>
<li>three-digit repeated numbers such as <strong>333</strong> and <strong>888</strong>;</li>
<li>four-digit patterns including mirrored and round numbers;</li>
<li>a selection of five-digit plates with fully repeated digits at accessible prices.</li>
</ul>
<p>Every plate has been checked for ownership and transferability before being listed, as with all items on our site.</p>
<h2>Why new codes matter</h2>
<p>When a new code is released, the best patterns under that code are available for only a short time. Buyers who want a specific number, such as their birth year or a repeated digit, have the best chance of finding it in the first weeks after a release.</p>
<h2>How to buy</h2>
<p>Open the plates page and filter by emirate to see the Sharjah listings. Prices include 5% VAT, and payment is made securely online. To transfer a Sharjah plate you will need a valid Emirates ID and a traffic file in Sharjah; if you do not yet have one, our team can explain how to open it.</p>
<h2>Can't find your number?</h2>
<p>If the number you want is not listed, send us a request through the services page. We will search our network of owners and let you know as soon as a match becomes available.</p>
<h2>Design before you decide</h2>
<p>Not sure how a number will look? Use our plate designer to preview any Sharjah combination in the emirate's official style, then share it with family or friends before you buy.</p>
<p>We thank our customers in Sharjah and across the UAE for their continued trust, and we look forward to helping you find your next plate.</p>
`.trim(),
    bodyAr: `
<p>يسعدنا أن نعلن عن توفر لوحات من أحدث رموز الشارقة في قائمتنا. وتأتي هذه الإضافات بعد أحدث فئة طرحتها جهة المرور في الإمارة، لتمنح الراغبين في اقتناء لوحة مميزة من الشارقة خيارات جديدة.</p>
<h2>ما المتاح</h2>
<p>تضم الدفعة الأولى أكثر من <bdi>120</bdi> لوحة، من بينها:</p>
<ul>
<li>أرقام ثلاثية مكررة مثل <bdi>333</bdi> و<bdi>888</bdi>؛</li>
<li>أنماط رباعية تشمل أرقامًا متناظرة وأخرى كاملة؛</li>
<li>مجموعة من اللوحات الخماسية ذات الأرقام المكررة بالكامل بأسعار في المتناول.</li>
</ul>
<p>وكما هو الحال مع جميع معروضاتنا، تحققنا من ملكية كل لوحة وقابليتها للنقل قبل عرضها.</p>
<h2>لماذا تهم الرموز الجديدة</h2>
<p>عند طرح رمز جديد، لا تبقى أفضل أنماطه متاحة إلا لفترة قصيرة. ومن يبحث عن رقم بعينه، كسنة ميلاده أو رقم مكرر، تكون فرصته في العثور عليه أكبر خلال الأسابيع الأولى من الطرح.</p>
<h2>طريقة الشراء</h2>
<p>افتح صفحة اللوحات واختر الشارقة من خيارات التصفية لعرض لوحاتها. الأسعار شاملة ضريبة القيمة المضافة بنسبة <bdi>5٪</bdi>، والدفع إلكتروني وآمن. ويتطلب نقل لوحة الشارقة هوية إماراتية سارية وملفًا مروريًا في الشارقة، وإن لم يكن لديك ملف بعد فسيشرح لك فريقنا طريقة فتحه.</p>
<h2>لم تجد رقمك؟</h2>
<p>إذا لم يكن الرقم الذي تريده معروضًا، فأرسل إلينا طلبًا عبر صفحة الخدمات، وسنبحث لدى شبكة الملّاك المتعاملين معنا ونبلغك فور توفر ما يطابق طلبك.</p>
<h2>صمّم قبل أن تقرر</h2>
<p>هل تتساءل كيف سيبدو الرقم على اللوحة؟ استخدم أداة تصميم اللوحات لمعاينة أي تركيبة من لوحات الشارقة بالتصميم الرسمي للإمارة، ثم شاركها مع عائلتك أو أصدقائك قبل الشراء، لتتخذ قرارك وأنت مطمئن إلى اختيارك.</p>
<p>نشكر عملاءنا في الشارقة وفي أنحاء الدولة على ثقتهم المستمرة، ونتطلع إلى مساعدتكم في العثور على لوحتكم القادمة.</p>
`.trim(),
    tags: ["Sharjah", "Plates", "New codes"],
    tagsAr: ["الشارقة", "اللوحات", "رموز جديدة"],
    image: "news-plate-codes.webp",
  },
  {
    url: "record-sale-at-our-plate-auction",
    title: "Company Record Set at Our Annual Plate Auction",
    titleAr: "رقم قياسي جديد للشركة في مزادنا السنوي للوحات",
    description: "A three-digit Dubai plate achieved the highest price in our company's history at this year's auction.",
    descriptionAr: "حققت لوحة دبي ثلاثية الأرقام أعلى سعر في تاريخ شركتنا خلال مزاد هذا العام.",
    summary: "Our annual auction drew a record number of bidders, in person and online. A three-digit repeated Dubai plate set a new company record.",
    summaryAr: "استقطب مزادنا السنوي عددًا قياسيًا من المزايدين حضوريًا وعبر الإنترنت، وسجّلت لوحة دبي ثلاثية الأرقام المكررة رقمًا قياسيًا جديدًا للشركة.",
    metaDescription: "Our annual plate auction set a company record with a three-digit Dubai plate, with strong online bidding and 40 plates sold.",
    metaDescriptionAr: "سجّل مزادنا السنوي للوحات رقمًا قياسيًا للشركة بلوحة دبي ثلاثية الأرقام، مع مزايدات إلكترونية قوية وبيع 40 لوحة.",
    body: `
<p>Our annual plate auction closed with the highest sale in our company's history. A three-digit Dubai plate with fully repeated digits drew intense bidding from both the hall and our online platform before selling well above its opening price.</p>
<h2>The evening in numbers</h2>
<ul>
<li><strong>40</strong> plates from five emirates offered, all of them sold;</li>
<li>more than <strong>350</strong> registered bidders, over half of them online;</li>
<li>the top five lots were all three-digit or repeated four-digit plates.</li>
</ul>
<p>For the privacy of our clients we do not publish the names of buyers or sellers, and final prices are shared only with the parties involved.</p>
<h2>Online bidding comes of age</h2>
<p>This was the first auction in which online bidders outnumbered those in the room. Bidders could follow every lot live, place bids from their phones and receive instant confirmation. Several lots, including two Abu Dhabi plates, were won by bidders who never attended in person.</p>
<h2>What the results tell us</h2>
<p>Demand for short and perfectly repeated numbers remains strong, and buyers are increasingly comfortable purchasing high-value plates online when ownership is verified and payment is secure. Mid-range five-digit plates also performed well, showing healthy interest from first-time buyers.</p>
<h2>Transfers under way</h2>
<p>Our team has already begun the transfer process with the winning bidders. As always, each buyer will need a valid Emirates ID and a traffic file in the emirate that issued the plate, and we will accompany them through every step with the traffic authority.</p>
<h2>Next auction</h2>
<p>Owners who would like to offer a plate at our next auction can request a free estimate through the services page. Registered customers will receive an email as soon as the catalogue is published, and can follow every lot live in our app.</p>
`.trim(),
    bodyAr: `
<p>اختُتم مزادنا السنوي للوحات بأعلى عملية بيع في تاريخ شركتنا؛ إذ شهدت لوحة دبي ثلاثية الأرقام المكررة بالكامل منافسة حادة بين الحاضرين في القاعة والمزايدين عبر منصتنا الإلكترونية، قبل أن تُباع بسعر يفوق سعرها الافتتاحي بكثير.</p>
<h2>الأمسية بالأرقام</h2>
<ul>
<li>طُرحت <bdi>40</bdi> لوحة من خمس إمارات، وبيعت جميعها؛</li>
<li>تجاوز عدد المزايدين المسجلين <bdi>350</bdi> مزايدًا، أكثر من نصفهم عبر الإنترنت؛</li>
<li>كانت القطع الخمس الأعلى سعرًا جميعها لوحات ثلاثية أو رباعية مكررة.</li>
</ul>
<p>وحرصًا على خصوصية عملائنا، لا ننشر أسماء المشترين أو البائعين، ولا نطلع على الأسعار النهائية إلا الأطراف المعنية.</p>
<h2>المزايدة الإلكترونية تنضج</h2>
<p>هذا أول مزاد يتفوق فيه عدد المزايدين عبر الإنترنت على عدد الحاضرين في القاعة؛ فقد تابع المزايدون كل قطعة مباشرةً، وقدّموا عروضهم من هواتفهم، وتلقّوا التأكيد فورًا. وفاز مزايدون لم يحضروا إلى القاعة بعدة قطع، من بينها لوحتان من أبوظبي.</p>
<h2>ماذا تخبرنا النتائج</h2>
<p>ما زال الطلب قويًا على الأرقام القصيرة والمكررة بالكامل، ويزداد اطمئنان المشترين إلى شراء اللوحات عالية القيمة عبر الإنترنت متى تم التحقق من الملكية وكان الدفع آمنًا. كما حققت اللوحات الخماسية متوسطة السعر نتائج جيدة، ما يعكس اهتمامًا ملحوظًا من المشترين الجدد.</p>
<h2>إجراءات النقل جارية</h2>
<p>بدأ فريقنا بالفعل إجراءات النقل مع الفائزين. وكالعادة يحتاج كل مشترٍ إلى هوية إماراتية سارية وملف مروري في الإمارة التي أصدرت اللوحة، وسنرافقه في كل خطوة لدى جهة المرور.</p>
<h2>المزاد القادم</h2>
<p>يمكن للملاك الراغبين في عرض لوحاتهم في مزادنا القادم طلب تقييم مجاني عبر صفحة الخدمات، وسيصل إلى العملاء المسجلين بريد إلكتروني فور نشر قائمة المزاد، كما يمكنهم متابعة كل قطعة مباشرةً عبر تطبيقنا.</p>
<p>ونتقدم بالشكر إلى جميع المشاركين من بائعين ومزايدين على ثقتهم، وإلى فريقنا الذي عمل على تنظيم المزاد والتحقق من كل لوحة قبل طرحها، فنجاح هذه الأمسية ثمرة تلك الثقة المتبادلة.</p>
`.trim(),
    tags: ["Auction", "Dubai", "Plates"],
    tagsAr: ["المزاد", "دبي", "اللوحات"],
    image: "news-auction.webp",
  },
  {
    url: "new-mobile-app-released",
    title: "Our New Mobile App Is Now Available on iOS and Android",
    titleAr: "تطبيقنا الجديد متاح الآن على iOS وأندرويد",
    description: "The redesigned app brings faster search, price alerts and secure checkout to your phone.",
    descriptionAr: "يقدّم التطبيق بتصميمه الجديد بحثًا أسرع وتنبيهات بالأسعار ودفعًا آمنًا من هاتفك.",
    summary: "Version 3 of our app has been rebuilt from the ground up in Arabic and English. It adds instant alerts for new listings and lets you follow your transfer step by step.",
    summaryAr: "أعدنا بناء الإصدار الثالث من تطبيقنا بالكامل باللغتين العربية والإنجليزية، وأضفنا إليه تنبيهات فورية بالمعروضات الجديدة ومتابعة خطوات النقل أولًا بأول.",
    metaDescription: "Download our new app for iOS and Android: faster search for plates and special numbers, price alerts, wishlist sync and secure checkout.",
    metaDescriptionAr: "حمّل تطبيقنا الجديد على iOS وأندرويد: بحث أسرع عن اللوحات والأرقام المميزة وتنبيهات بالأسعار ومزامنة المفضلة ودفع آمن.",
    body: `
<p>We have released version 3 of our mobile app for iPhone and Android. Rebuilt from the ground up, the new app makes it easier than ever to find, follow and buy distinguished plates and special mobile numbers wherever you are.</p>
<h2>What's new</h2>
<ul>
<li><strong>Faster search</strong> – filter plates by emirate, code, number of digits and price, and numbers by operator and pattern, with results that update as you type.</li>
<li><strong>Instant alerts</strong> – save a search and get a notification the moment a matching plate or number is listed.</li>
<li><strong>Price watch</strong> – items in your wishlist notify you when their price changes or when they are about to sell.</li>
<li><strong>Secure checkout</strong> – pay online with your card, Apple Pay or Google Pay, with your tax invoice delivered straight to the app.</li>
<li><strong>Transfer tracker</strong> – follow each step of your plate or number transfer, from payment to completion.</li>
</ul>
<h2>Designed for both languages</h2>
<p>The app has been designed for Arabic and English from the start. Switching language changes the whole layout, including right-to-left screens, while plate and phone numbers always stay in the correct order.</p>
<h2>Your account, everywhere</h2>
<p>Sign in with the same account you use on our website, and your wishlist, saved searches and orders are synchronised instantly between devices.</p>
<h2>Privacy and security</h2>
<p>The app uses encrypted connections throughout and never stores your full card details. You can enable Face ID or fingerprint sign-in for extra convenience and protection, and you control which notifications you receive.</p>
<h2>Built on your feedback</h2>
<p>Many of the new features came directly from customer suggestions, from saved searches to the transfer tracker. Thank you to everyone who took part in our testing programme.</p>
<h2>Download today</h2>
<p>Search for our name in the App Store or Google Play, or use the links at the bottom of this page. Existing users will be prompted to update automatically. We would love to hear your feedback, so rate the app or send us your suggestions through the contact page.</p>
`.trim(),
    bodyAr: `
<p>أطلقنا الإصدار الثالث من تطبيقنا على هواتف آيفون وأندرويد. وقد أعدنا بناءه بالكامل ليصبح العثور على اللوحات المميزة وأرقام الهواتف المميزة ومتابعتها وشراؤها أسهل من أي وقت مضى، أينما كنت.</p>
<h2>ما الجديد</h2>
<ul>
<li><strong>بحث أسرع:</strong> صفِّ اللوحات حسب الإمارة والرمز وعدد الأرقام والسعر، والأرقام حسب المشغّل والنمط، مع نتائج تتحدث أثناء الكتابة.</li>
<li><strong>تنبيهات فورية:</strong> احفظ بحثك واستقبل إشعارًا لحظة إدراج لوحة أو رقم مطابق.</li>
<li><strong>متابعة الأسعار:</strong> تنبّهك اللوحات والأرقام المحفوظة في قائمة المفضلة عند تغيّر سعرها أو عند اقتراب بيعها.</li>
<li><strong>دفع آمن:</strong> ادفع إلكترونيًا ببطاقتك أو عبر Apple Pay أو Google Pay، وتصلك الفاتورة الضريبية مباشرةً في التطبيق.</li>
<li><strong>متابعة النقل:</strong> تابع كل خطوة من خطوات نقل اللوحة أو الرقم، من الدفع حتى الاكتمال.</li>
</ul>
<h2>مصمَّم للغتين</h2>
<p>صُمّم التطبيق منذ البداية باللغتين العربية والإنجليزية، فعند تغيير اللغة يتغير التصميم كله بما في ذلك الشاشات من اليمين إلى اليسار، بينما تبقى أرقام اللوحات والهواتف دائمًا بترتيبها الصحيح.</p>
<h2>حسابك في كل مكان</h2>
<p>سجّل الدخول بالحساب نفسه الذي تستخدمه على موقعنا، وستتزامن قائمة المفضلة وعمليات البحث المحفوظة وطلباتك فورًا بين أجهزتك.</p>
<h2>الخصوصية والأمان</h2>
<p>يستخدم التطبيق اتصالات مشفّرة في جميع مراحله، ولا يحتفظ ببيانات بطاقتك كاملة. ويمكنك تفعيل تسجيل الدخول ببصمة الوجه أو الإصبع لمزيد من السهولة والحماية، والتحكم في الإشعارات التي تصلك.</p>
<h2>بُني على ملاحظاتكم</h2>
<p>جاءت كثير من الميزات الجديدة مباشرةً من اقتراحات عملائنا، بدءًا من عمليات البحث المحفوظة وصولًا إلى متابعة خطوات النقل. فشكرًا لكل من شارك في برنامج تجربة التطبيق وساعدنا على تحسينه قبل إطلاقه.</p>
<h2>حمّله اليوم</h2>
<p>ابحث عن اسمنا في App Store أو Google Play، أو استخدم الروابط أسفل هذه الصفحة، وسيُطلب من المستخدمين الحاليين التحديث تلقائيًا. ويسعدنا سماع رأيك، فقيّم التطبيق أو أرسل إلينا اقتراحاتك عبر صفحة التواصل.</p>
`.trim(),
    tags: ["App", "Announcement", "Technology"],
    tagsAr: ["التطبيق", "إعلان", "التقنية"],
    image: "news-app.webp",
  },
  {
    url: "new-branch-opens-in-al-ain",
    title: "New Branch Opens in Al Ain",
    titleAr: "افتتاح فرعنا الجديد في العين",
    description: "Customers in Al Ain and the eastern region can now visit our new branch in Al Jimi.",
    descriptionAr: "أصبح بإمكان عملائنا في العين والمنطقة الشرقية زيارة فرعنا الجديد في الجيمي.",
    summary: "Our fourth location brings plate and number services closer to customers in Al Ain. The branch offers estimates, purchase support and transfer assistance.",
    summaryAr: "يقرّب موقعنا الرابع خدمات اللوحات والأرقام من عملائنا في العين، ويقدّم الفرع خدمات التقييم والمساعدة في الشراء والنقل.",
    metaDescription: "Our new Al Ain branch in Al Jimi is open, offering plate and special number sales, free estimates and transfer help for the eastern region.",
    metaDescriptionAr: "افتتحنا فرعنا الجديد في منطقة الجيمي بالعين، ويقدّم بيع اللوحات والأرقام المميزة والتقييم المجاني والمساعدة في النقل.",
    body: `
<p>We are delighted to open our new branch in <strong>Al Ain</strong>, located in the Al Jimi district. After Dubai, Abu Dhabi and Sharjah, this is our fourth location in the UAE and our first in the eastern region of Abu Dhabi.</p>
<h2>Why Al Ain</h2>
<p>Over the past few years, a growing share of our Abu Dhabi plate sales has come from customers in Al Ain, many of whom travelled to the capital to complete their purchases. The new branch means they can now get the same service close to home.</p>
<h2>Services at the branch</h2>
<ul>
<li>Browsing and buying plates from all seven emirates and special numbers from du and Etisalat;</li>
<li>free, no-obligation estimates of plates and numbers you already own;</li>
<li>help preparing documents and booking transfer appointments;</li>
<li>collection of SIM cards for special numbers bought online.</li>
</ul>
<h2>Opening hours</h2>
<p>The branch is open Monday to Saturday from 9:00 AM to 9:00 PM, with a break for Friday prayers, and is closed on Sundays. Parking is available directly in front of the building.</p>
<h2>Bring the right documents</h2>
<p>If you plan to buy a plate during your visit, please bring your Emirates ID and your traffic file number. Remember that a plate can only be transferred to a traffic file in the emirate that issued it, so buyers of Dubai or Sharjah plates will need a traffic file in that emirate.</p>
<h2>Opening offer</h2>
<p>To celebrate the opening, customers who complete a purchase at the Al Ain branch during its first month will receive free assistance with their transfer paperwork and a complimentary plate frame.</p>
<p>We look forward to welcoming you. You can find the branch address and phone number on our contact page, or call our toll-free helpline for directions. Our team in Al Ain speaks Arabic and English and is ready to answer all your questions.</p>
`.trim(),
    bodyAr: `
<p>يسعدنا أن نعلن افتتاح فرعنا الجديد في مدينة <strong>العين</strong> بمنطقة الجيمي. وبعد دبي وأبوظبي والشارقة، يُعد هذا الفرع موقعنا الرابع في الدولة وأول فروعنا في منطقة العين بإمارة أبوظبي.</p>
<h2>لماذا العين</h2>
<p>خلال السنوات القليلة الماضية، جاءت نسبة متزايدة من مبيعاتنا للوحات أبوظبي من عملاء في العين، كان كثير منهم يقطع الطريق إلى العاصمة لإتمام الشراء. أما الآن فيمكنهم الحصول على الخدمة نفسها بالقرب من منازلهم، ومن فريق يعرف المدينة وعملاءها جيدًا.</p>
<h2>الخدمات المتاحة في الفرع</h2>
<ul>
<li>تصفّح وشراء اللوحات من الإمارات السبع والأرقام المميزة من دو واتصالات؛</li>
<li>تقييم مجاني ودون أي التزام للوحات والأرقام التي تملكها؛</li>
<li>المساعدة في تجهيز المستندات وحجز مواعيد النقل؛</li>
<li>استلام شرائح الأرقام المميزة التي اشتريتها عبر الإنترنت.</li>
</ul>
<h2>مواعيد العمل</h2>
<p>يستقبلكم الفرع من الاثنين إلى السبت من الساعة <bdi>9:00</bdi> صباحًا حتى <bdi>9:00</bdi> مساءً، مع استراحة لصلاة الجمعة، ويُغلق يوم الأحد. وتتوفر مواقف للسيارات أمام المبنى مباشرةً.</p>
<h2>أحضر المستندات المطلوبة</h2>
<p>إذا كنت تنوي شراء لوحة خلال زيارتك، فاحرص على إحضار هويتك الإماراتية ورقم ملفك المروري. وتذكّر أن اللوحة لا تُنقل إلا إلى ملف مروري في الإمارة التي أصدرتها، فمن يشتري لوحة من دبي أو الشارقة يحتاج إلى ملف مروري في تلك الإمارة.</p>
<h2>عرض الافتتاح</h2>
<p>احتفالًا بالافتتاح، يحصل العملاء الذين يُتمّون عملية شراء في فرع العين خلال الشهر الأول على مساعدة مجانية في إعداد مستندات النقل وإطار لوحة هديةً منّا.</p>
<p>نتطلع إلى استقبالكم، ويمكنكم الاطلاع على عنوان الفرع ورقم هاتفه في صفحة التواصل، أو الاتصال بخط المساعدة المجاني لمعرفة الطريق. ويتحدث فريقنا في العين اللغتين العربية والإنجليزية، وهو على أتم الاستعداد للإجابة عن جميع استفساراتكم ومساعدتكم في اختيار اللوحة أو الرقم المناسب.</p>
`.trim(),
    tags: ["Branches", "Al Ain", "Announcement"],
    tagsAr: ["الفروع", "العين", "إعلان"],
    image: "news-branch.webp",
  },
  {
    url: "eid-al-adha-working-hours",
    title: "Working Hours During the Eid Al Adha Holiday",
    titleAr: "مواعيد العمل خلال عطلة عيد الأضحى",
    description: "Our branches close for the Eid Al Adha holiday, while online orders and the helpline stay available.",
    descriptionAr: "تُغلق فروعنا خلال عطلة عيد الأضحى، بينما تبقى الطلبات الإلكترونية وخط المساعدة متاحة.",
    summary: "Our branches will close for the official Eid Al Adha holiday and reopen on the first working day after it. You can still browse, buy and pay online throughout the break.",
    summaryAr: "تُغلق فروعنا خلال عطلة عيد الأضحى الرسمية وتعود للعمل في أول يوم عمل بعدها. ويمكنك التصفح والشراء والدفع إلكترونيًا طوال العطلة.",
    metaDescription: "Eid Al Adha working hours: branches closed for the official holiday, online shopping and WhatsApp support open, transfers resume after the break.",
    metaDescriptionAr: "مواعيد العمل في عيد الأضحى: الفروع مغلقة خلال العطلة الرسمية، والتسوق الإلكتروني ودعم واتساب متاحان، وتُستأنف عمليات النقل بعدها.",
    body: `
<p>On the occasion of Eid Al Adha, we extend our warmest wishes to our customers and to everyone in the UAE. Eid Mubarak, and may it be a blessed time for you and your families.</p>
<h2>Branch hours</h2>
<p>Our head office in Dubai and our branches in Abu Dhabi, Sharjah and Al Ain will be closed for the official Eid Al Adha holiday announced by the government. All locations will reopen at 9:00 AM on the first working day after the holiday, with normal hours resuming immediately.</p>
<h2>What stays open</h2>
<ul>
<li><strong>Website and app</strong> – browse, add items to your wishlist and buy online at any time. Payments are processed as usual.</li>
<li><strong>WhatsApp</strong> – our team will answer messages from 4:00 PM to 10:00 PM each day of the holiday.</li>
<li><strong>Email</strong> – messages sent during the holiday will be answered within one working day of our return.</li>
</ul>
<h2>Orders and transfers</h2>
<p>Items bought during the holiday are reserved for you as soon as payment succeeds, so no one else can buy them. Because traffic authorities and telecom outlets also observe the holiday, transfers will be scheduled from the first working day after Eid. Our team will contact every customer in the order in which payments were received.</p>
<h2>Planning ahead</h2>
<p>If you need a plate transferred before the holiday, for example for a new car, please complete your purchase at least three working days before the break so that we have time to finish the paperwork. SIM cards for special numbers can be handed over before the break if payment is completed at least two working days ahead.</p>
<blockquote>Every plate and number is one of a kind, and holidays are a popular time to shop. If you have your eye on something special, don't wait until after Eid.</blockquote>
<h2>Stay informed</h2>
<p>Any change to these arrangements will be announced on our website, in the app and on our social media accounts.</p>
<p>Thank you for your trust, and Eid Mubarak from all of our team.</p>
`.trim(),
    bodyAr: `
<p>بمناسبة عيد الأضحى المبارك، نتقدم بأطيب التهاني إلى عملائنا الكرام وإلى جميع المقيمين في دولة الإمارات. عيدكم مبارك، وكل عام وأنتم وعائلاتكم بخير.</p>
<h2>مواعيد الفروع</h2>
<p>يُغلق مكتبنا الرئيسي في دبي وفروعنا في أبوظبي والشارقة والعين خلال عطلة عيد الأضحى الرسمية التي أعلنتها الحكومة، وتعود جميعها إلى العمل في الساعة <bdi>9:00</bdi> صباحًا من أول يوم عمل بعد العطلة، بمواعيد العمل المعتادة.</p>
<h2>ما يبقى متاحًا</h2>
<ul>
<li><strong>الموقع والتطبيق:</strong> تصفّح وأضف ما يعجبك إلى قائمة المفضلة واشترِ إلكترونيًا في أي وقت، وتُعالج المدفوعات كالمعتاد.</li>
<li><strong>واتساب:</strong> يرد فريقنا على الرسائل من الساعة <bdi>4:00</bdi> عصرًا حتى <bdi>10:00</bdi> مساءً طوال أيام العطلة.</li>
<li><strong>البريد الإلكتروني:</strong> نرد على الرسائل الواردة خلال العطلة في غضون يوم عمل واحد من عودتنا.</li>
</ul>
<h2>الطلبات وعمليات النقل</h2>
<p>يُحجز كل ما تشتريه خلال العطلة باسمك فور نجاح الدفع، فلا يستطيع أحد غيرك شراءه. ولأن جهات المرور ومراكز خدمة المشغّلين تتوقف أيضًا عن العمل خلال العطلة، فستُجدول عمليات النقل ابتداءً من أول يوم عمل بعد العيد، وسيتواصل فريقنا مع العملاء وفق ترتيب استلام مدفوعاتهم.</p>
<h2>خطّط مسبقًا</h2>
<p>إذا كنت تحتاج إلى نقل لوحة قبل العطلة، لسيارة جديدة مثلًا، فيُرجى إتمام الشراء قبل بدء العطلة بثلاثة أيام عمل على الأقل ليتسنى لنا إنهاء المستندات في الوقت المناسب. أما أرقام الهواتف فيمكن تسليم شرائحها قبل العطلة إذا اكتمل الدفع قبلها بيومَي عمل على الأقل.</p>
<blockquote>كل لوحة وكل رقم فريد من نوعه، والعطلات موسم يكثر فيه الشراء. فإن لفتت نظرك لوحة أو رقم، فلا تنتظر حتى ما بعد العيد.</blockquote>
<h2>ابقَ على اطلاع</h2>
<p>سنعلن عن أي تغيير في هذه الترتيبات على موقعنا الإلكتروني وفي التطبيق وعبر حساباتنا على وسائل التواصل الاجتماعي، لذا ننصحك بمتابعتها خلال أيام العطلة.</p>
<p>شكرًا لثقتكم، وعيد مبارك من فريق عملنا كله.</p>
`.trim(),
    tags: ["Working hours", "Eid Al Adha", "Announcement"],
    tagsAr: ["مواعيد العمل", "عيد الأضحى", "إعلان"],
    image: "news-holiday.webp",
  },
  {
    url: "partnership-with-vehicle-registration-centres",
    title: "New Partnership Brings Plate Transfers to Vehicle Registration Centres",
    titleAr: "شراكة جديدة لتسهيل نقل اللوحات في مراكز تسجيل المركبات",
    description: "We have partnered with a network of approved vehicle testing and registration centres to speed up plate transfers.",
    descriptionAr: "عقدنا شراكة مع شبكة من مراكز فحص وتسجيل المركبات المعتمدة لتسريع إجراءات نقل اللوحات.",
    summary: "Customers can now complete their plate transfer at partner registration centres with a dedicated desk for our clients. The partnership covers Dubai, Sharjah and the Northern Emirates.",
    summaryAr: "أصبح بإمكان عملائنا إتمام نقل لوحاتهم في مراكز التسجيل الشريكة عبر مكتب مخصص لهم. وتشمل الشراكة دبي والشارقة والإمارات الشمالية.",
    metaDescription: "Our new partnership with approved vehicle registration centres offers a dedicated desk for plate transfers in Dubai, Sharjah and the Northern Emirates.",
    metaDescriptionAr: "شراكتنا الجديدة مع مراكز تسجيل المركبات المعتمدة توفر مكتبًا مخصصًا لنقل اللوحات في دبي والشارقة والإمارات الشمالية.",
    body: `
<p>We are pleased to announce a new partnership with a network of approved vehicle testing and registration centres. The agreement makes completing a plate transfer faster and simpler for our customers, especially those who want to fit their new plate to a vehicle on the same day.</p>
<h2>What changes for you</h2>
<ul>
<li><strong>A dedicated desk</strong> at participating centres for customers who bought their plate from us;</li>
<li><strong>pre-booked appointments</strong>, arranged by our team once your payment is confirmed;</li>
<li><strong>one visit</strong> for the transfer, vehicle registration and fitting of the new plates where the rules allow;</li>
<li><strong>status updates</strong> by SMS and in our app at each stage.</li>
</ul>
<h2>Where it applies</h2>
<p>The partnership covers participating centres in Dubai, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah and Fujairah. For Abu Dhabi plates, our own staff will continue to assist you through the usual channels. A full list of participating centres is available from our helpline.</p>
<h2>What you still need</h2>
<p>The partnership does not change the official requirements. You will still need a valid Emirates ID and a traffic file in the emirate that issued the plate, and the traffic authority's standard transfer fees still apply. Companies must provide a valid trade licence.</p>
<h2>Why we did it</h2>
<p>Our customers have told us that the time between payment and driving with the new plate matters to them as much as the plate itself. By working with centres that already handle registrations every day, we expect to shorten typical transfer times and remove the need for repeat visits.</p>
<h2>Getting started</h2>
<p>The service is available now for all new plate purchases at no extra charge. After you pay, our team will contact you within one working day to offer the nearest centre and a convenient appointment. For questions, call our toll-free helpline or message us on WhatsApp.</p>
<p>We plan to extend the partnership to more centres over the coming months and will announce each addition here.</p>
`.trim(),
    bodyAr: `
<p>يسعدنا الإعلان عن شراكة جديدة مع شبكة من مراكز فحص وتسجيل المركبات المعتمدة، تجعل إتمام نقل اللوحة أسرع وأسهل لعملائنا، ولا سيما من يرغب منهم في تركيب لوحته الجديدة على مركبته في اليوم نفسه.</p>
<h2>ما الذي يتغير بالنسبة إليك</h2>
<ul>
<li><strong>مكتب مخصص</strong> في المراكز المشاركة للعملاء الذين اشتروا لوحاتهم منّا؛</li>
<li><strong>مواعيد محجوزة مسبقًا</strong> يرتّبها فريقنا فور تأكيد الدفع؛</li>
<li><strong>زيارة واحدة</strong> لإتمام النقل وتسجيل المركبة وتركيب اللوحات الجديدة حيث تسمح الأنظمة بذلك؛</li>
<li><strong>تحديثات مستمرة</strong> عبر الرسائل النصية وفي تطبيقنا عند كل مرحلة.</li>
</ul>
<h2>نطاق الشراكة</h2>
<p>تشمل الشراكة المراكز المشاركة في دبي والشارقة وعجمان وأم القيوين ورأس الخيمة والفجيرة. أما لوحات أبوظبي فسيواصل موظفونا مساعدتك فيها عبر القنوات المعتادة. ويمكنك الحصول على القائمة الكاملة للمراكز المشاركة من خط المساعدة.</p>
<h2>ما تحتاجه كما هو</h2>
<p>لا تغيّر الشراكة المتطلبات الرسمية؛ فما زلت تحتاج إلى هوية إماراتية سارية وملف مروري في الإمارة التي أصدرت اللوحة، وتبقى رسوم النقل المعتادة لدى جهة المرور مطبقة. وعلى الشركات تقديم رخصة تجارية سارية.</p>
<h2>لماذا هذه الشراكة</h2>
<p>أخبرنا عملاؤنا أن المدة الفاصلة بين الدفع وقيادة السيارة باللوحة الجديدة لا تقل أهمية لديهم عن اللوحة نفسها. ومن خلال التعاون مع مراكز تتعامل مع التسجيل يوميًا، نتوقع اختصار مدة النقل المعتادة والاستغناء عن تكرار الزيارات.</p>
<h2>كيف تبدأ</h2>
<p>الخدمة متاحة الآن لجميع مشتريات اللوحات الجديدة دون أي رسوم إضافية. وبعد الدفع يتواصل معك فريقنا خلال يوم عمل واحد ليقترح عليك أقرب مركز وموعدًا يناسبك. ولأي استفسار، اتصل بخط المساعدة المجاني أو راسلنا عبر واتساب.</p>
<p>ونعمل على توسيع هذه الشراكة لتشمل مزيدًا من المراكز خلال الأشهر المقبلة، وسنعلن عن كل إضافة جديدة في هذا القسم أولًا بأول.</p>
`.trim(),
    tags: ["Partnership", "Plate transfer", "Announcement"],
    tagsAr: ["شراكة", "نقل اللوحات", "إعلان"],
    image: "news-partnership.webp",
  },
];
