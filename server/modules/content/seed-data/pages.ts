import type { websitePages } from "../content.schema.ts";

type PageRow = typeof websitePages.$inferInsert;

// Page bodies use only h2, h3, p, ul, ol, li, strong, em, a and blockquote; the page renders its own title.
// Digits inside Arabic text sit in <bdi> so the bidi algorithm never reorders them.

const aboutEn = `
<p>Since <strong>2001</strong>, we have been one of the UAE's most established names for distinguished car plates and special mobile numbers. What began as a small office in Dubai serving a handful of collectors has grown into a team that handles plates from all seven emirates and memorable numbers from both du and Etisalat, for private buyers, families and companies alike.</p>
<h2>What we do</h2>
<p>Our catalogue lists <strong>over 5000 plate numbers</strong> from Dubai, Abu Dhabi, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah and Fujairah, alongside thousands of special mobile numbers with repeating, sequential and mirrored patterns. Every item is one of a kind: once it is sold, it is gone, which is why we keep our listings up to date every day.</p>
<ul>
<li><strong>Distinguished plates</strong> – short numbers, repeated digits and sought-after codes across every emirate.</li>
<li><strong>Special mobile numbers</strong> – prepaid and postpaid numbers from du and Etisalat, transferred into your name.</li>
<li><strong>Requests and estimates</strong> – tell us the plate or number you are looking for, or ask for a free, no-obligation estimate of one you own.</li>
<li><strong>Transfer support</strong> – our staff accompany you through the official steps with the traffic authority or the telecom operator.</li>
</ul>
<h2>How we work</h2>
<p>Before a plate or number appears on the site, we check its ownership and confirm that it can be transferred. Prices are shown in UAE dirhams and include 5% VAT, and payment is made online through a secure payment gateway. After payment, a member of our team contacts you within one working day to arrange the transfer, so you always know what happens next.</p>
<blockquote>We believe a distinguished number should be easy to buy and impossible to regret: clear prices, verified ownership and a person you can call at every step.</blockquote>
<h2>Why customers choose us</h2>
<ul>
<li>More than two decades of experience in the UAE market.</li>
<li>Coverage of all seven emirates and both national telecom operators.</li>
<li>Transparent pricing with no hidden fees.</li>
<li>A head office in Dubai, branches in Abu Dhabi, Sharjah and Al Ain, and a toll-free helpline.</li>
<li>Respect for your privacy under the UAE Personal Data Protection Law.</li>
</ul>
<h2>Visit or contact us</h2>
<p>You are welcome to visit our head office on Sheikh Zayed Road in Dubai or any of our branches, call our helpline, or message us on WhatsApp. Whether you are buying your first special number or adding a rare plate to a collection, we will be glad to help. You can also read our <a href="/en/faq">frequently asked questions</a> or get in touch through the <a href="/en/contact_us">contact page</a>.</p>
`;

const aboutAr = `
<p>منذ عام <bdi>2001</bdi> ونحن من أعرق الأسماء في دولة الإمارات في مجال لوحات السيارات المميزة وأرقام الهواتف المميزة. بدأنا بمكتب صغير في دبي يخدم عددًا محدودًا من الهواة، ثم كبرنا لنصبح فريقًا يتعامل مع لوحات الإمارات السبع وأرقام دو واتصالات المميزة، ونخدم الأفراد والعائلات والشركات على حد سواء.</p>
<h2>ماذا نقدّم</h2>
<p>تضم قائمتنا <strong>أكثر من <bdi>5000</bdi> لوحة مميزة</strong> من دبي وأبوظبي والشارقة وعجمان وأم القيوين ورأس الخيمة والفجيرة، إلى جانب آلاف أرقام الهواتف المميزة ذات الأنماط المكررة والمتسلسلة والمتناظرة. وكل لوحة وكل رقم لدينا فريد من نوعه، فإذا بيع لم يعد متاحًا، ولذلك نحدّث قوائمنا يوميًا.</p>
<ul>
<li><strong>اللوحات المميزة:</strong> أرقام قصيرة وأرقام مكررة ورموز مطلوبة في جميع الإمارات.</li>
<li><strong>أرقام الهواتف المميزة:</strong> أرقام دو واتصالات بنظامي الدفع المسبق والفاتورة الشهرية، تُنقل باسمك رسميًا.</li>
<li><strong>الطلبات والتقييم:</strong> أخبرنا باللوحة أو الرقم الذي تبحث عنه، أو اطلب تقييمًا مجانيًا ودون أي التزام لما تملكه.</li>
<li><strong>المساعدة في النقل:</strong> يرافقك موظفونا في الإجراءات الرسمية لدى جهة المرور أو مشغّل الاتصالات.</li>
</ul>
<h2>طريقة عملنا</h2>
<p>قبل أن نعرض أي لوحة أو رقم على الموقع، نتحقق من ملكيته ونتأكد من قابليته للنقل. تُعرض الأسعار بالدرهم الإماراتي شاملةً ضريبة القيمة المضافة بنسبة <bdi>5٪</bdi>، ويتم الدفع إلكترونيًا عبر بوابة دفع آمنة. وبعد الدفع يتواصل معك أحد أعضاء فريقنا خلال يوم عمل واحد لترتيب إجراءات النقل، فتكون على علم دائم بالخطوة التالية.</p>
<blockquote>نؤمن بأن شراء الرقم المميز يجب أن يكون سهلًا ومطمئنًا: أسعار واضحة، وملكية تحققنا منها، وشخص تستطيع الاتصال به في كل خطوة.</blockquote>
<h2>لماذا يختارنا عملاؤنا</h2>
<ul>
<li>خبرة تزيد على عقدين في السوق الإماراتية.</li>
<li>تغطية الإمارات السبع ومشغّلَي الاتصالات الوطنيين.</li>
<li>أسعار شفافة دون رسوم خفية.</li>
<li>مكتب رئيسي في دبي وفروع في أبوظبي والشارقة والعين، وخط مساعدة مجاني.</li>
<li>احترام خصوصيتك وفق قانون حماية البيانات الشخصية في دولة الإمارات.</li>
</ul>
<h2>زرنا أو تواصل معنا</h2>
<p>يسعدنا استقبالك في مكتبنا الرئيسي على شارع الشيخ زايد في دبي أو في أي من فروعنا، كما يمكنك الاتصال بخط المساعدة أو مراسلتنا عبر واتساب. وسواء كنت تشتري أول رقم مميز لك أو تضيف لوحة نادرة إلى مجموعتك، فنحن في خدمتك. ويمكنك أيضًا الاطلاع على <a href="/faq">الأسئلة الشائعة</a> أو مراسلتنا من خلال <a href="/contact_us">صفحة التواصل</a>.</p>
`;

const faqEn = `
<p>Here are answers to the questions our customers ask most often. If you cannot find what you need, call our helpline or message us on WhatsApp.</p>
<h2>Buying and payment</h2>
<h3>How do I buy a plate or a special number?</h3>
<p>Open the item you want, press <strong>Buy now</strong> and complete the payment online. The item is reserved for you as soon as the payment succeeds, and our team contacts you within one working day to arrange the transfer.</p>
<h3>Do your prices include VAT?</h3>
<p>Yes. All prices are shown in UAE dirhams and include 5% value added tax. You receive a tax invoice by email after payment.</p>
<h3>Which payment methods do you accept?</h3>
<p>We accept Visa, Mastercard and other cards supported by our secure payment gateway. Payment is made online only; we never ask for card details by phone, email or WhatsApp.</p>
<h3>Can I reserve an item without paying?</h3>
<p>No. Every plate and number is one of a kind and sells once, so an item is only reserved when it has been paid for. You can add items to your wishlist to follow them.</p>
<h2>Plate transfer</h2>
<h3>What do I need to transfer a plate into my name?</h3>
<p>You need a valid <strong>Emirates ID</strong> and a <strong>traffic file in the emirate that issued the plate</strong>. For example, a Dubai plate must be transferred to a traffic file in Dubai. Companies need a valid trade licence and a company traffic file.</p>
<h3>How long does a plate transfer take?</h3>
<p>Most transfers are completed within two to five working days after payment, depending on the emirate and on how quickly both parties can attend or complete the online steps. Official transfer fees are charged by the traffic authority.</p>
<h3>Can I keep the plate without a car?</h3>
<p>In most emirates a plate can be held on your traffic file without a vehicle for a period set by the traffic authority. Our team will explain the rules that apply to your emirate.</p>
<h2>Mobile numbers</h2>
<h3>How is a special mobile number transferred?</h3>
<p>The number is transferred to your name at a du or Etisalat outlet or through the operator's own process, using your Emirates ID or passport. We arrange the appointment and give you the SIM or the transfer details.</p>
<h3>Can I move the number to the other operator?</h3>
<p>Yes. After the transfer is complete, you may port the number to the other operator under the UAE number portability rules.</p>
<h2>After-sales</h2>
<h3>Can I cancel my order?</h3>
<p>Because each item is unique, orders can only be cancelled before the transfer process has started. Please read our <a href="/en/terms_and_conditions">terms and conditions</a> for full details.</p>
<h3>Do you buy plates and numbers?</h3>
<p>Yes. Use our services page to request a free estimate, and we will suggest a fair price and list the item for you if you wish.</p>
`;

const faqAr = `
<p>نجيب هنا عن أكثر الأسئلة التي يطرحها عملاؤنا. وإن لم تجد ما تبحث عنه، فاتصل بخط المساعدة أو راسلنا عبر واتساب.</p>
<h2>الشراء والدفع</h2>
<h3>كيف أشتري لوحة أو رقمًا مميزًا؟</h3>
<p>افتح صفحة اللوحة أو الرقم الذي تريده، واضغط على <strong>اشترِ الآن</strong>، ثم أكمل الدفع إلكترونيًا. تُحجز اللوحة أو الرقم باسمك فور نجاح عملية الدفع، ويتواصل معك فريقنا خلال يوم عمل واحد لترتيب إجراءات النقل.</p>
<h3>هل الأسعار شاملة ضريبة القيمة المضافة؟</h3>
<p>نعم، تُعرض جميع الأسعار بالدرهم الإماراتي شاملةً ضريبة القيمة المضافة بنسبة <bdi>5٪</bdi>، وتصلك فاتورة ضريبية عبر البريد الإلكتروني بعد الدفع.</p>
<h3>ما وسائل الدفع المقبولة؟</h3>
<p>نقبل بطاقات فيزا وماستركارد وغيرها من البطاقات التي تدعمها بوابة الدفع الآمنة. يتم الدفع إلكترونيًا فقط، ولن نطلب منك بيانات بطاقتك عبر الهاتف أو البريد الإلكتروني أو واتساب أبدًا.</p>
<h3>هل يمكنني حجز لوحة أو رقم دون دفع؟</h3>
<p>لا، فكل لوحة وكل رقم فريد ولا يُباع إلا مرة واحدة، لذلك لا يُحجز إلا بعد سداد قيمته. ويمكنك إضافة ما يعجبك إلى قائمة المفضلة لمتابعته.</p>
<h2>نقل اللوحات</h2>
<h3>ما الذي أحتاجه لنقل لوحة باسمي؟</h3>
<p>تحتاج إلى <strong>هوية إماراتية سارية</strong> و<strong>ملف مروري في الإمارة التي أصدرت اللوحة</strong>؛ فلوحة دبي مثلًا تُنقل إلى ملف مروري في دبي. أما الشركات فتحتاج إلى رخصة تجارية سارية وملف مروري باسم الشركة.</p>
<h3>كم تستغرق عملية نقل اللوحة؟</h3>
<p>تكتمل معظم عمليات النقل خلال مدة تتراوح بين يومَي عمل وخمسة أيام عمل بعد الدفع، بحسب الإمارة وسرعة حضور الطرفين أو إتمامهما للخطوات الإلكترونية. وتستوفي جهة المرور رسوم النقل الرسمية.</p>
<h3>هل يمكنني الاحتفاظ باللوحة دون سيارة؟</h3>
<p>في معظم الإمارات يمكن الاحتفاظ باللوحة في ملفك المروري دون مركبة لمدة تحددها جهة المرور، وسيشرح لك فريقنا القواعد المطبقة في إمارتك.</p>
<h2>أرقام الهواتف المتحركة</h2>
<h3>كيف يُنقل رقم الهاتف المميز؟</h3>
<p>يُنقل الرقم باسمك في أحد مراكز خدمة دو أو اتصالات أو وفق الإجراءات المعتمدة لدى المشغّل، باستخدام هويتك الإماراتية أو جواز سفرك. ونحن نرتّب الموعد ونسلّمك الشريحة أو تفاصيل النقل.</p>
<h3>هل يمكنني نقل الرقم إلى المشغّل الآخر؟</h3>
<p>نعم، بعد اكتمال النقل باسمك يمكنك نقل الرقم إلى المشغّل الآخر وفق قواعد خدمة الاحتفاظ بالرقم المعمول بها في الدولة.</p>
<h2>ما بعد البيع</h2>
<h3>هل يمكنني إلغاء طلبي؟</h3>
<p>نظرًا لأن كل لوحة وكل رقم فريد، لا يمكن إلغاء الطلب إلا قبل البدء في إجراءات النقل. يُرجى قراءة <a href="/terms_and_conditions">الشروط والأحكام</a> للاطلاع على التفاصيل كاملة.</p>
<h3>هل تشترون اللوحات والأرقام؟</h3>
<p>نعم، اطلب تقييمًا مجانيًا من صفحة الخدمات، وسنقترح عليك سعرًا عادلًا ونعرض اللوحة أو الرقم للبيع نيابةً عنك إن رغبت في ذلك.</p>
`;

const privacyEn = `
<p>This policy explains how we collect, use, store and protect your personal data when you use our website, mobile apps and branches. We process personal data in accordance with Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data (the <strong>UAE PDPL</strong>) and other applicable UAE laws.</p>
<h2>Data we collect</h2>
<ul>
<li><strong>Account details</strong> – your name, email address, mobile number and password (stored only in encrypted, hashed form).</li>
<li><strong>Transfer documents</strong> – your Emirates ID or passport details, traffic file number and, for companies, trade licence details, which are required to transfer a plate or number into your name.</li>
<li><strong>Order information</strong> – the items you buy, invoices and the status of each transfer.</li>
<li><strong>Technical data</strong> – your device type, browser, language preference and pages visited, collected through essential cookies and server logs.</li>
</ul>
<p>We do <strong>not</strong> store your full card number. Card payments are processed by a licensed payment gateway that meets the PCI DSS security standard.</p>
<h2>How we use your data</h2>
<ol>
<li>To create and manage your account and your wishlist.</li>
<li>To process payments, issue tax invoices and keep the accounting records required by UAE VAT law.</li>
<li>To complete the official transfer of plates with the relevant traffic authority and of numbers with du or Etisalat.</li>
<li>To reply to your enquiries and send you service messages about your orders.</li>
<li>To send you offers and news, only if you have agreed; you can unsubscribe at any time.</li>
<li>To protect our customers and the website against fraud and misuse.</li>
</ol>
<h2>Sharing your data</h2>
<p>We share personal data only where this is necessary: with traffic authorities and telecom operators to complete a transfer, with our payment gateway to process payment, with hosting and email providers bound by confidentiality agreements, and with public authorities where the law requires it. We never sell your personal data.</p>
<h2>Retention and security</h2>
<p>We keep order and invoice records for the period required by UAE tax law, and other personal data only for as long as your account is active or as needed for the purposes above. We protect data with encrypted connections, access controls and regular security reviews, and copies of identity documents are deleted once the transfer is complete and any legal retention period has ended.</p>
<h2>Your rights</h2>
<p>Under the UAE PDPL you may ask to access your personal data, correct inaccurate data, request deletion, restrict or object to certain processing, and withdraw your consent to marketing. To exercise these rights, email <a href="mailto:privacy@specialnumbers.ae">privacy@specialnumbers.ae</a>. We will reply within 30 days, and we may need to verify your identity first.</p>
<h2>Cookies</h2>
<p>We use essential cookies to keep you signed in and remember your language. We do not use advertising cookies without your consent.</p>
<h2>Changes to this policy</h2>
<p>We may update this policy from time to time. The latest version is always published on this page, and we will notify registered customers by email of any significant change.</p>
`;

const privacyAr = `
<p>توضح هذه السياسة كيفية جمع بياناتك الشخصية واستخدامها وتخزينها وحمايتها عند استخدامك لموقعنا وتطبيقاتنا وفروعنا. ونعالج البيانات الشخصية وفقًا للمرسوم بقانون اتحادي رقم <bdi>45</bdi> لسنة <bdi>2021</bdi> بشأن حماية البيانات الشخصية (<strong>قانون حماية البيانات الشخصية الإماراتي</strong>) وغيره من القوانين المعمول بها في الدولة.</p>
<h2>البيانات التي نجمعها</h2>
<ul>
<li><strong>بيانات الحساب:</strong> اسمك وبريدك الإلكتروني ورقم هاتفك المتحرك وكلمة المرور، التي لا نحفظها إلا بصيغة مشفّرة.</li>
<li><strong>مستندات النقل:</strong> بيانات الهوية الإماراتية أو جواز السفر ورقم الملف المروري، وبيانات الرخصة التجارية للشركات، وهي مطلوبة لنقل اللوحة أو الرقم باسمك.</li>
<li><strong>بيانات الطلبات:</strong> ما تشتريه من لوحات وأرقام، والفواتير، وحالة كل عملية نقل.</li>
<li><strong>البيانات التقنية:</strong> نوع جهازك ومتصفحك ولغتك المفضلة والصفحات التي تزورها، وتُجمع عبر ملفات تعريف الارتباط الضرورية وسجلات الخادم.</li>
</ul>
<p>نحن <strong>لا</strong> نحتفظ برقم بطاقتك كاملًا، إذ تُعالج المدفوعات عبر بوابة دفع مرخّصة ملتزمة بمعيار أمان بيانات البطاقات PCI DSS.</p>
<h2>كيف نستخدم بياناتك</h2>
<ol>
<li>لإنشاء حسابك وإدارته وإدارة قائمة المفضلة.</li>
<li>لمعالجة المدفوعات وإصدار الفواتير الضريبية والاحتفاظ بالسجلات المحاسبية التي يفرضها قانون ضريبة القيمة المضافة.</li>
<li>لإتمام نقل اللوحات رسميًا لدى جهة المرور المختصة، ونقل الأرقام لدى دو أو اتصالات.</li>
<li>للرد على استفساراتك وإرسال رسائل الخدمة المتعلقة بطلباتك.</li>
<li>لإرسال العروض والأخبار إليك بعد موافقتك فقط، ويمكنك إلغاء الاشتراك في أي وقت.</li>
<li>لحماية عملائنا وموقعنا من الاحتيال وسوء الاستخدام.</li>
</ol>
<h2>مشاركة بياناتك</h2>
<p>لا نشارك بياناتك الشخصية إلا عند الضرورة: مع جهات المرور ومشغّلي الاتصالات لإتمام النقل، ومع بوابة الدفع لمعالجة المدفوعات، ومع مزوّدي الاستضافة والبريد الإلكتروني الملتزمين باتفاقيات السرية، ومع الجهات الحكومية متى اقتضى القانون ذلك. ولا نبيع بياناتك الشخصية مطلقًا.</p>
<h2>مدة الاحتفاظ والحماية</h2>
<p>نحتفظ بسجلات الطلبات والفواتير طوال المدة التي يفرضها قانون الضرائب في الدولة، وبسائر البيانات الشخصية ما دام حسابك نشطًا أو بالقدر اللازم للأغراض المذكورة أعلاه. ونحمي البيانات عبر اتصالات مشفّرة وصلاحيات وصول محددة ومراجعات أمنية دورية، ونحذف نسخ مستندات الهوية بعد اكتمال النقل وانقضاء أي مدة احتفاظ يفرضها القانون.</p>
<h2>حقوقك</h2>
<p>يحق لك بموجب قانون حماية البيانات الشخصية الإماراتي طلب الاطلاع على بياناتك، وتصحيح غير الدقيق منها، وطلب حذفها، وتقييد بعض أوجه معالجتها أو الاعتراض عليها، وسحب موافقتك على الرسائل التسويقية. ولممارسة هذه الحقوق راسلنا على <a href="mailto:privacy@specialnumbers.ae">privacy@specialnumbers.ae</a>، وسنرد عليك خلال <bdi>30</bdi> يومًا، وقد نحتاج أولًا إلى التحقق من هويتك.</p>
<h2>ملفات تعريف الارتباط</h2>
<p>نستخدم ملفات تعريف الارتباط الضرورية لإبقائك مسجّلًا للدخول وتذكّر لغتك المفضلة، ولا نستخدم ملفات تعريف الارتباط الإعلانية دون موافقتك.</p>
<h2>تعديل هذه السياسة</h2>
<p>قد نحدّث هذه السياسة من وقت لآخر، وننشر أحدث نسخة منها دائمًا على هذه الصفحة، ونُخطر العملاء المسجّلين بأي تعديل جوهري عبر البريد الإلكتروني.</p>
`;

const termsEn = `
<p>These terms apply to every purchase made through our website, mobile apps and branches. By placing an order you confirm that you have read and accepted them. They are governed by the laws of the United Arab Emirates.</p>
<h2>1. Listings and availability</h2>
<p>Each distinguished plate and special mobile number is <strong>one of a kind and can be sold only once</strong>. We update availability continuously, but an item may be sold moments before your payment is completed. In that case you will receive a full refund and no other compensation will be due.</p>
<p>Images of plates are illustrations of the number in the issuing emirate's style; the physical plate is produced by the traffic authority.</p>
<h2>2. Prices and VAT</h2>
<p>All prices are in UAE dirhams (AED) and include <strong>5% value added tax</strong>. A tax invoice is issued for every order. Official fees charged by traffic authorities or telecom operators for the transfer, registration or new SIM are not included unless the listing says otherwise.</p>
<h2>3. Payment</h2>
<ul>
<li>Payment is made <strong>online</strong> through our secure payment gateway, by debit or credit card.</li>
<li>An item is reserved for you only once payment has been confirmed.</li>
<li>We will never ask you to pay into a personal bank account or to share card details by phone or message.</li>
</ul>
<h2>4. Transfer of plates</h2>
<p>To transfer a plate into your name you must hold a valid <strong>Emirates ID</strong> and a <strong>traffic file in the emirate that issued the plate</strong>. Companies must provide a valid trade licence and a company traffic file. You are responsible for any traffic fines or blocks on your own file that could prevent the transfer. Transfers follow the procedures of the relevant traffic authority, and we will guide you through each step.</p>
<h2>5. Transfer of mobile numbers</h2>
<p>Special numbers are transferred into your name with du or Etisalat (e&amp;) using your Emirates ID or passport, in line with the operator's own terms and the rules of the Telecommunications and Digital Government Regulatory Authority. The operator's plans, charges and conditions apply to your use of the number after transfer.</p>
<h2>6. Cancellations and refunds</h2>
<ol>
<li>You may cancel an order for a full refund before the transfer process has started.</li>
<li>Once a transfer has been submitted to the traffic authority or operator, the order cannot be cancelled.</li>
<li>If a transfer cannot be completed for a reason attributable to us or to the seller, we will refund the full amount paid.</li>
<li>Refunds are returned to the original card, usually within 7 to 14 working days.</li>
</ol>
<h2>7. Your account</h2>
<p>You must give accurate information and keep your password confidential. We may suspend accounts used for fraud, for speculative orders that are not completed, or in breach of these terms.</p>
<h2>8. Liability</h2>
<p>We are not liable for delays or decisions made by government authorities or telecom operators, or for changes in the market value of any plate or number after purchase. Nothing in these terms limits rights you have under UAE consumer protection law.</p>
<h2>9. Disputes and contact</h2>
<p>We aim to resolve any complaint amicably within 14 days. Disputes that cannot be resolved are subject to the jurisdiction of the courts of Dubai. For questions about these terms, email <a href="mailto:info@specialnumbers.ae">info@specialnumbers.ae</a> or call our helpline.</p>
`;

const termsAr = `
<p>تسري هذه الشروط على جميع عمليات الشراء التي تتم عبر موقعنا وتطبيقاتنا وفروعنا، وبإتمامك للطلب فإنك تقرّ بأنك قرأتها ووافقت عليها. وتخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة.</p>
<h2><bdi>1</bdi>. المعروضات وتوفرها</h2>
<p>كل لوحة مميزة وكل رقم هاتف مميز <strong>فريد من نوعه ولا يُباع إلا مرة واحدة</strong>. نحدّث حالة التوفر باستمرار، ولكن قد تُباع اللوحة أو الرقم قبل لحظات من اكتمال دفعك، وفي هذه الحالة نعيد إليك المبلغ كاملًا دون أي تعويض آخر.</p>
<p>صور اللوحات توضيحية تعرض الرقم بتصميم الإمارة المصدِرة، أما اللوحة الفعلية فتصدرها جهة المرور المختصة.</p>
<h2><bdi>2</bdi>. الأسعار وضريبة القيمة المضافة</h2>
<p>جميع الأسعار بالدرهم الإماراتي وشاملة <strong>ضريبة القيمة المضافة بنسبة <bdi>5٪</bdi></strong>، ونصدر فاتورة ضريبية لكل طلب. ولا تشمل الأسعار الرسوم الرسمية التي تستوفيها جهات المرور أو مشغّلو الاتصالات مقابل النقل أو التسجيل أو إصدار شريحة جديدة، ما لم يُذكر خلاف ذلك في صفحة اللوحة أو الرقم.</p>
<h2><bdi>3</bdi>. الدفع</h2>
<ul>
<li>يتم الدفع <strong>إلكترونيًا</strong> عبر بوابة الدفع الآمنة باستخدام بطاقة الخصم المباشر أو البطاقة الائتمانية.</li>
<li>لا تُحجز اللوحة أو الرقم باسمك إلا بعد تأكيد الدفع.</li>
<li>لن نطلب منك أبدًا التحويل إلى حساب مصرفي شخصي أو مشاركة بيانات بطاقتك عبر الهاتف أو الرسائل.</li>
</ul>
<h2><bdi>4</bdi>. نقل اللوحات</h2>
<p>يشترط لنقل اللوحة باسمك أن تحمل <strong>هوية إماراتية سارية</strong> وأن يكون لديك <strong>ملف مروري في الإمارة التي أصدرت اللوحة</strong>. وعلى الشركات تقديم رخصة تجارية سارية وملف مروري باسم الشركة. وتتحمل مسؤولية أي مخالفات مرورية أو حظر على ملفك قد يحول دون إتمام النقل. ويتم النقل وفق إجراءات جهة المرور المختصة، وسنرشدك في كل خطوة.</p>
<h2><bdi>5</bdi>. نقل أرقام الهواتف</h2>
<p>تُنقل الأرقام المميزة باسمك لدى دو أو اتصالات (<bdi>e&amp;</bdi>) باستخدام هويتك الإماراتية أو جواز سفرك، وفق شروط المشغّل وأنظمة هيئة تنظيم الاتصالات والحكومة الرقمية. وتسري باقات المشغّل ورسومه وشروطه على استخدامك للرقم بعد نقله.</p>
<h2><bdi>6</bdi>. الإلغاء والاسترداد</h2>
<ol>
<li>يمكنك إلغاء الطلب واسترداد المبلغ كاملًا قبل البدء في إجراءات النقل.</li>
<li>لا يمكن إلغاء الطلب بعد تقديم طلب النقل إلى جهة المرور أو المشغّل.</li>
<li>إذا تعذّر إتمام النقل لسبب يعود إلينا أو إلى البائع، نعيد إليك المبلغ المدفوع كاملًا.</li>
<li>تُعاد المبالغ إلى البطاقة المستخدمة في الدفع، وعادةً خلال <bdi>7</bdi> إلى <bdi>14</bdi> يوم عمل.</li>
</ol>
<h2><bdi>7</bdi>. حسابك</h2>
<p>عليك تقديم معلومات صحيحة والحفاظ على سرية كلمة المرور. ويحق لنا إيقاف الحسابات المستخدمة في الاحتيال، أو في طلبات غير جادة لا تكتمل، أو بما يخالف هذه الشروط.</p>
<h2><bdi>8</bdi>. حدود المسؤولية</h2>
<p>لا نتحمل المسؤولية عن أي تأخير أو قرار يصدر عن الجهات الحكومية أو مشغّلي الاتصالات، ولا عن تغيّر القيمة السوقية لأي لوحة أو رقم بعد الشراء. ولا يحدّ أي بند في هذه الشروط من الحقوق المكفولة لك بموجب قانون حماية المستهلك في الدولة.</p>
<h2><bdi>9</bdi>. النزاعات والتواصل</h2>
<p>نسعى إلى حل أي شكوى وديًا خلال <bdi>14</bdi> يومًا، وتختص محاكم دبي بالنظر في النزاعات التي يتعذر حلها. ولأي استفسار حول هذه الشروط راسلنا على <a href="mailto:info@specialnumbers.ae">info@specialnumbers.ae</a> أو اتصل بخط المساعدة.</p>
`;

export const seedPages: PageRow[] = [
  { slug: "about", name: "About Us", nameAr: "من نحن", content: aboutEn.trim(), contentAr: aboutAr.trim() },
  { slug: "faq", name: "Frequently Asked Questions", nameAr: "الأسئلة الشائعة", content: faqEn.trim(), contentAr: faqAr.trim() },
  { slug: "privacy_policy", name: "Privacy Policy", nameAr: "سياسة الخصوصية", content: privacyEn.trim(), contentAr: privacyAr.trim() },
  { slug: "terms_and_conditions", name: "Terms and Conditions", nameAr: "الشروط والأحكام", content: termsEn.trim(), contentAr: termsAr.trim() },
];
