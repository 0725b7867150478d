-- Issue 32 (decision 0043): the wording of earlier seeds (pages, blog, news, SEO metadata, banners, constants) moved to
-- the current seed's, the Arabic glossary's. A column is updated only where it still equals a text an earlier seed
-- wrote (every version of server/modules/content/seed-data since the first, rich text as stored); a staff edit never
-- matches and is kept. On a fresh database the tables are empty here and the seed writes the current text.
UPDATE "website_pages" SET "content" = '<p>Since <strong>2001</strong>, we have been one of the UAE''s most established names for distinguished car plates and special mobile numbers. What began as a small office in Dubai serving a handful of collectors has grown into a team that handles plates from all seven emirates and memorable numbers from both du and Etisalat, for private buyers, families and companies alike.</p>
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
<p>You are welcome to visit our head office on Sheikh Zayed Road in Dubai or any of our branches, call our helpline, or message us on WhatsApp. Whether you are buying your first special number or adding a rare plate to a collection, we will be glad to help. You can also read our <a href="/en/faq" rel="noopener noreferrer">frequently asked questions</a> or get in touch through the <a href="/en/contact_us" rel="noopener noreferrer">contact page</a>.</p>' WHERE "slug" = 'about' AND "content" IN ('<p>Since <strong>2001</strong>, we have been one of the UAE''s most established names for distinguished car plates and special mobile numbers. What began as a small office in Dubai serving a handful of collectors has grown into a team that handles plates from all seven emirates and memorable numbers from both du and Etisalat, for private buyers, families and companies alike.</p>
<h2>What we do</h2>
<p>Our catalogue lists <strong>over 5000 plate numbers</strong> from Dubai, Abu Dhabi, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah and Fujairah, alongside thousands of special mobile numbers with repeating, sequential and mirrored patterns. Every item is one of a kind: once it is sold, it is gone, which is why we keep our listings up to date every day.</p>
<ul>
<li><strong>Distinguished plates</strong> – short numbers, repeated digits and sought-after codes across every emirate.</li>
<li><strong>Special mobile numbers</strong> – prepaid and postpaid numbers from du and Etisalat, transferred into your name.</li>
<li><strong>Requests and valuations</strong> – tell us the plate or number you are looking for, or ask for a free, no-obligation valuation of one you own.</li>
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
<p>You are welcome to visit our head office on Sheikh Zayed Road in Dubai or any of our branches, call our helpline, or message us on WhatsApp. Whether you are buying your first special number or adding a rare plate to a collection, we will be glad to help. You can also read our <a href="/en/faq" rel="noopener noreferrer">frequently asked questions</a> or get in touch through the <a href="/en/contact_us" rel="noopener noreferrer">contact page</a>.</p>');--> statement-breakpoint
UPDATE "website_pages" SET "content_ar" = '<p>منذ عام <bdi>2001</bdi> ونحن من أعرق الأسماء في دولة الإمارات في مجال لوحات السيارات المميزة وأرقام الهواتف المميزة. بدأنا بمكتب صغير في دبي يخدم عددًا محدودًا من الهواة، ثم كبرنا لنصبح فريقًا يتعامل مع لوحات الإمارات السبع وأرقام دو واتصالات المميزة، ونخدم الأفراد والعائلات والشركات على حد سواء.</p>
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
<p>يسعدنا استقبالك في مكتبنا الرئيسي على شارع الشيخ زايد في دبي أو في أي من فروعنا، كما يمكنك الاتصال بخط المساعدة أو مراسلتنا عبر واتساب. وسواء كنت تشتري أول رقم مميز لك أو تضيف لوحة نادرة إلى مجموعتك، فنحن في خدمتك. ويمكنك أيضًا الاطلاع على <a href="/faq" rel="noopener noreferrer">الأسئلة الشائعة</a> أو مراسلتنا من خلال <a href="/contact_us" rel="noopener noreferrer">صفحة التواصل</a>.</p>' WHERE "slug" = 'about' AND "content_ar" IN ('<p>منذ عام <bdi>2001</bdi> ونحن من أعرق الأسماء في دولة الإمارات في مجال لوحات السيارات المميزة وأرقام الهواتف الخاصة. بدأنا بمكتب صغير في دبي يخدم عددًا محدودًا من الهواة، ثم كبرنا لنصبح فريقًا يتعامل مع لوحات الإمارات السبع وأرقام دو واتصالات المميزة، ونخدم الأفراد والعائلات والشركات على حد سواء.</p>
<h2>ماذا نقدّم</h2>
<p>تضم قائمتنا <strong>أكثر من <bdi>5000</bdi> لوحة مميزة</strong> من دبي وأبوظبي والشارقة وعجمان وأم القيوين ورأس الخيمة والفجيرة، إلى جانب آلاف أرقام الهواتف الخاصة ذات الأنماط المكررة والمتسلسلة والمتناظرة. وكل رقم لدينا فريد من نوعه، فإذا بيع لم يعد متاحًا، ولذلك نحدّث قوائمنا يوميًا.</p>
<ul>
<li><strong>اللوحات المميزة:</strong> أرقام قصيرة وأرقام مكررة ورموز مطلوبة في جميع الإمارات.</li>
<li><strong>أرقام الهواتف الخاصة:</strong> أرقام دو واتصالات بنظامي الدفع المسبق والفاتورة الشهرية، تُنقل باسمك رسميًا.</li>
<li><strong>الطلبات والتقييم:</strong> أخبرنا باللوحة أو الرقم الذي تبحث عنه، أو اطلب تقييمًا مجانيًا ودون أي التزام لما تملكه.</li>
<li><strong>المساعدة في النقل:</strong> يرافقك موظفونا في الإجراءات الرسمية لدى جهة المرور أو شركة الاتصالات.</li>
</ul>
<h2>طريقة عملنا</h2>
<p>قبل أن نعرض أي لوحة أو رقم على الموقع، نتحقق من ملكيته ونتأكد من قابليته للنقل. تُعرض الأسعار بالدرهم الإماراتي شاملةً ضريبة القيمة المضافة بنسبة <bdi>5%</bdi>، ويتم الدفع إلكترونيًا عبر بوابة دفع آمنة. وبعد الدفع يتواصل معك أحد أعضاء فريقنا خلال يوم عمل واحد لترتيب إجراءات النقل، فتكون على علم دائم بالخطوة التالية.</p>
<blockquote>نؤمن بأن شراء الرقم المميز يجب أن يكون سهلًا ومطمئنًا: أسعار واضحة، وملكية موثّقة، وشخص تستطيع الاتصال به في كل خطوة.</blockquote>
<h2>لماذا يختارنا عملاؤنا</h2>
<ul>
<li>خبرة تزيد على عقدين في السوق الإماراتية.</li>
<li>تغطية الإمارات السبع وشركتي الاتصالات الوطنيتين.</li>
<li>أسعار شفافة دون رسوم خفية.</li>
<li>مكتب رئيسي في دبي وفروع في أبوظبي والشارقة والعين، وخط مساعدة مجاني.</li>
<li>احترام خصوصيتك وفق قانون حماية البيانات الشخصية في دولة الإمارات.</li>
</ul>
<h2>زورونا أو تواصلوا معنا</h2>
<p>يسعدنا استقبالك في مكتبنا الرئيسي على شارع الشيخ زايد في دبي أو في أي من فروعنا، كما يمكنك الاتصال بخط المساعدة أو مراسلتنا عبر واتساب. وسواء كنت تشتري أول رقم مميز لك أو تضيف لوحة نادرة إلى مجموعتك، فنحن في خدمتك. ويمكنك أيضًا الاطلاع على <a href="/faq" rel="noopener noreferrer">الأسئلة الشائعة</a> أو مراسلتنا من خلال <a href="/contact_us" rel="noopener noreferrer">صفحة التواصل</a>.</p>', '<p>منذ عام <bdi>2001</bdi> ونحن من أعرق الأسماء في دولة الإمارات في مجال لوحات السيارات المميزة وأرقام الهواتف المميزة. بدأنا بمكتب صغير في دبي يخدم عددًا محدودًا من الهواة، ثم كبرنا لنصبح فريقًا يتعامل مع لوحات الإمارات السبع وأرقام دو واتصالات المميزة، ونخدم الأفراد والعائلات والشركات على حد سواء.</p>
<h2>ماذا نقدّم</h2>
<p>تضم قائمتنا <strong>أكثر من <bdi>5000</bdi> لوحة مميزة</strong> من دبي وأبوظبي والشارقة وعجمان وأم القيوين ورأس الخيمة والفجيرة، إلى جانب آلاف أرقام الهواتف المميزة ذات الأنماط المكررة والمتسلسلة والمتناظرة. وكل رقم لدينا فريد من نوعه، فإذا بيع لم يعد متاحًا، ولذلك نحدّث قوائمنا يوميًا.</p>
<ul>
<li><strong>اللوحات المميزة:</strong> أرقام قصيرة وأرقام مكررة ورموز مطلوبة في جميع الإمارات.</li>
<li><strong>أرقام الهواتف المميزة:</strong> أرقام دو واتصالات بنظامي الدفع المسبق والفاتورة الشهرية، تُنقل باسمك رسميًا.</li>
<li><strong>الطلبات والتقييم:</strong> أخبرنا باللوحة أو الرقم الذي تبحث عنه، أو اطلب تقييمًا مجانيًا ودون أي التزام لما تملكه.</li>
<li><strong>المساعدة في النقل:</strong> يرافقك موظفونا في الإجراءات الرسمية لدى جهة المرور أو شركة الاتصالات.</li>
</ul>
<h2>طريقة عملنا</h2>
<p>قبل أن نعرض أي لوحة أو رقم على الموقع، نتحقق من ملكيته ونتأكد من قابليته للنقل. تُعرض الأسعار بالدرهم الإماراتي شاملةً ضريبة القيمة المضافة بنسبة <bdi>5٪</bdi>، ويتم الدفع إلكترونيًا عبر بوابة دفع آمنة. وبعد الدفع يتواصل معك أحد أعضاء فريقنا خلال يوم عمل واحد لترتيب إجراءات النقل، فتكون على علم دائم بالخطوة التالية.</p>
<blockquote>نؤمن بأن شراء الرقم المميز يجب أن يكون سهلًا ومطمئنًا: أسعار واضحة، وملكية موثّقة، وشخص تستطيع الاتصال به في كل خطوة.</blockquote>
<h2>لماذا يختارنا عملاؤنا</h2>
<ul>
<li>خبرة تزيد على عقدين في السوق الإماراتية.</li>
<li>تغطية الإمارات السبع وشركتي الاتصالات الوطنيتين.</li>
<li>أسعار شفافة دون رسوم خفية.</li>
<li>مكتب رئيسي في دبي وفروع في أبوظبي والشارقة والعين، وخط مساعدة مجاني.</li>
<li>احترام خصوصيتك وفق قانون حماية البيانات الشخصية في دولة الإمارات.</li>
</ul>
<h2>زورونا أو تواصلوا معنا</h2>
<p>يسعدنا استقبالك في مكتبنا الرئيسي على شارع الشيخ زايد في دبي أو في أي من فروعنا، كما يمكنك الاتصال بخط المساعدة أو مراسلتنا عبر واتساب. وسواء كنت تشتري أول رقم مميز لك أو تضيف لوحة نادرة إلى مجموعتك، فنحن في خدمتك. ويمكنك أيضًا الاطلاع على <a href="/faq" rel="noopener noreferrer">الأسئلة الشائعة</a> أو مراسلتنا من خلال <a href="/contact_us" rel="noopener noreferrer">صفحة التواصل</a>.</p>');--> statement-breakpoint
UPDATE "website_pages" SET "content" = '<p>Here are answers to the questions our customers ask most often. If you cannot find what you need, call our helpline or message us on WhatsApp.</p>
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
<p>The number is transferred to your name at a du or Etisalat outlet or through the operator''s own process, using your Emirates ID or passport. We arrange the appointment and give you the SIM or the transfer details.</p>
<h3>Can I move the number to the other operator?</h3>
<p>Yes. After the transfer is complete, you may port the number to the other operator under the UAE number portability rules.</p>
<h2>After-sales</h2>
<h3>Can I cancel my order?</h3>
<p>Because each item is unique, orders can only be cancelled before the transfer process has started. Please read our <a href="/en/terms_and_conditions" rel="noopener noreferrer">terms and conditions</a> for full details.</p>
<h3>Do you buy plates and numbers?</h3>
<p>Yes. Use our services page to request a free estimate, and we will suggest a fair price and list the item for you if you wish.</p>' WHERE "slug" = 'faq' AND "content" IN ('<p>Here are answers to the questions our customers ask most often. If you cannot find what you need, call our helpline or message us on WhatsApp.</p>
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
<p>The number is transferred to your name at a du or Etisalat outlet or through the operator''s own process, using your Emirates ID or passport. We arrange the appointment and give you the SIM or the transfer details.</p>
<h3>Can I move the number to the other operator?</h3>
<p>Yes. After the transfer is complete, you may port the number to the other operator under the UAE number portability rules.</p>
<h2>After-sales</h2>
<h3>Can I cancel my order?</h3>
<p>Because each item is unique, orders can only be cancelled before the transfer process has started. Please read our <a href="/en/terms_and_conditions" rel="noopener noreferrer">terms and conditions</a> for full details.</p>
<h3>Do you buy plates and numbers?</h3>
<p>Yes. Use our services page to request a free valuation, and we will suggest a fair price and list the item for you if you wish.</p>');--> statement-breakpoint
UPDATE "website_pages" SET "content_ar" = '<p>نجيب هنا عن أكثر الأسئلة التي يطرحها عملاؤنا. وإن لم تجد ما تبحث عنه، فاتصل بخط المساعدة أو راسلنا عبر واتساب.</p>
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
<p>نظرًا لأن كل لوحة وكل رقم فريد، لا يمكن إلغاء الطلب إلا قبل البدء في إجراءات النقل. يُرجى قراءة <a href="/terms_and_conditions" rel="noopener noreferrer">الشروط والأحكام</a> للاطلاع على التفاصيل كاملة.</p>
<h3>هل تشترون اللوحات والأرقام؟</h3>
<p>نعم، اطلب تقييمًا مجانيًا من صفحة الخدمات، وسنقترح عليك سعرًا عادلًا ونعرض اللوحة أو الرقم للبيع نيابةً عنك إن رغبت في ذلك.</p>' WHERE "slug" = 'faq' AND "content_ar" IN ('<p>نجيب هنا عن أكثر الأسئلة التي يطرحها عملاؤنا. وإن لم تجد ما تبحث عنه، فاتصل بخط المساعدة أو راسلنا عبر واتساب.</p>
<h2>الشراء والدفع</h2>
<h3>كيف أشتري لوحة أو رقمًا مميزًا؟</h3>
<p>افتح صفحة اللوحة أو الرقم الذي تريده، واضغط على <strong>اشترِ الآن</strong>، ثم أكمل الدفع إلكترونيًا. يُحجز الرقم باسمك فور نجاح عملية الدفع، ويتواصل معك فريقنا خلال يوم عمل واحد لترتيب إجراءات النقل.</p>
<h3>هل الأسعار شاملة ضريبة القيمة المضافة؟</h3>
<p>نعم، تُعرض جميع الأسعار بالدرهم الإماراتي شاملةً ضريبة القيمة المضافة بنسبة <bdi>5%</bdi>، وتصلك فاتورة ضريبية عبر البريد الإلكتروني بعد الدفع.</p>
<h3>ما وسائل الدفع المقبولة؟</h3>
<p>نقبل بطاقات فيزا وماستركارد وغيرها من البطاقات التي تدعمها بوابة الدفع الآمنة. يتم الدفع إلكترونيًا فقط، ولن نطلب منك بيانات بطاقتك عبر الهاتف أو البريد الإلكتروني أو واتساب أبدًا.</p>
<h3>هل يمكنني حجز لوحة أو رقم دون دفع؟</h3>
<p>لا، فكل لوحة وكل رقم فريد ولا يُباع إلا مرة واحدة، لذلك لا يُحجز إلا بعد سداد قيمته. ويمكنك إضافة ما يعجبك إلى قائمة المفضلة لمتابعته.</p>
<h2>نقل اللوحات</h2>
<h3>ما الذي أحتاجه لنقل لوحة باسمي؟</h3>
<p>تحتاج إلى <strong>هوية إماراتية سارية</strong> و<strong>ملف مروري في الإمارة التي أصدرت اللوحة</strong>؛ فلوحة دبي مثلًا تُنقل إلى ملف مروري في دبي. أما الشركات فتحتاج إلى رخصة تجارية سارية وملف مروري باسم الشركة.</p>
<h3>كم تستغرق عملية نقل اللوحة؟</h3>
<p>تكتمل معظم عمليات النقل خلال مدة تتراوح بين يومَي عمل وخمسة أيام بعد الدفع، بحسب الإمارة وسرعة حضور الطرفين أو إتمامهما للخطوات الإلكترونية. وتستوفي جهة المرور رسوم النقل الرسمية.</p>
<h3>هل يمكنني الاحتفاظ باللوحة دون سيارة؟</h3>
<p>في معظم الإمارات يمكن الاحتفاظ باللوحة في ملفك المروري دون مركبة لمدة تحددها جهة المرور، وسيشرح لك فريقنا القواعد المطبقة في إمارتك.</p>
<h2>أرقام الهواتف</h2>
<h3>كيف يُنقل رقم الهاتف المميز؟</h3>
<p>يُنقل الرقم باسمك في أحد مراكز خدمة دو أو اتصالات أو وفق الإجراءات المعتمدة لدى الشركة، باستخدام هويتك الإماراتية أو جواز سفرك. ونحن نرتّب الموعد ونسلّمك الشريحة أو تفاصيل النقل.</p>
<h3>هل يمكنني نقل الرقم إلى الشركة الأخرى؟</h3>
<p>نعم، بعد اكتمال النقل باسمك يمكنك نقل الرقم إلى الشركة الأخرى وفق قواعد خدمة الاحتفاظ بالرقم المعمول بها في الدولة.</p>
<h2>ما بعد البيع</h2>
<h3>هل يمكنني إلغاء طلبي؟</h3>
<p>نظرًا لأن كل رقم فريد، لا يمكن إلغاء الطلب إلا قبل البدء في إجراءات النقل. يُرجى قراءة <a href="/terms_and_conditions" rel="noopener noreferrer">الشروط والأحكام</a> للاطلاع على التفاصيل كاملة.</p>
<h3>هل تشترون اللوحات والأرقام؟</h3>
<p>نعم، اطلب تقييمًا مجانيًا من صفحة الخدمات، وسنقترح عليك سعرًا عادلًا ونعرض الرقم للبيع نيابةً عنك إن رغبت في ذلك.</p>', '<p>نجيب هنا عن أكثر الأسئلة التي يطرحها عملاؤنا. وإن لم تجد ما تبحث عنه، فاتصل بخط المساعدة أو راسلنا عبر واتساب.</p>
<h2>الشراء والدفع</h2>
<h3>كيف أشتري لوحة أو رقمًا مميزًا؟</h3>
<p>افتح صفحة اللوحة أو الرقم الذي تريده، واضغط على <strong>اشترِ الآن</strong>، ثم أكمل الدفع إلكترونيًا. يُحجز الرقم باسمك فور نجاح عملية الدفع، ويتواصل معك فريقنا خلال يوم عمل واحد لترتيب إجراءات النقل.</p>
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
<p>تكتمل معظم عمليات النقل خلال مدة تتراوح بين يومَي عمل وخمسة أيام بعد الدفع، بحسب الإمارة وسرعة حضور الطرفين أو إتمامهما للخطوات الإلكترونية. وتستوفي جهة المرور رسوم النقل الرسمية.</p>
<h3>هل يمكنني الاحتفاظ باللوحة دون سيارة؟</h3>
<p>في معظم الإمارات يمكن الاحتفاظ باللوحة في ملفك المروري دون مركبة لمدة تحددها جهة المرور، وسيشرح لك فريقنا القواعد المطبقة في إمارتك.</p>
<h2>أرقام الهواتف</h2>
<h3>كيف يُنقل رقم الهاتف المميز؟</h3>
<p>يُنقل الرقم باسمك في أحد مراكز خدمة دو أو اتصالات أو وفق الإجراءات المعتمدة لدى الشركة، باستخدام هويتك الإماراتية أو جواز سفرك. ونحن نرتّب الموعد ونسلّمك الشريحة أو تفاصيل النقل.</p>
<h3>هل يمكنني نقل الرقم إلى الشركة الأخرى؟</h3>
<p>نعم، بعد اكتمال النقل باسمك يمكنك نقل الرقم إلى الشركة الأخرى وفق قواعد خدمة الاحتفاظ بالرقم المعمول بها في الدولة.</p>
<h2>ما بعد البيع</h2>
<h3>هل يمكنني إلغاء طلبي؟</h3>
<p>نظرًا لأن كل رقم فريد، لا يمكن إلغاء الطلب إلا قبل البدء في إجراءات النقل. يُرجى قراءة <a href="/terms_and_conditions" rel="noopener noreferrer">الشروط والأحكام</a> للاطلاع على التفاصيل كاملة.</p>
<h3>هل تشترون اللوحات والأرقام؟</h3>
<p>نعم، اطلب تقييمًا مجانيًا من صفحة الخدمات، وسنقترح عليك سعرًا عادلًا ونعرض الرقم للبيع نيابةً عنك إن رغبت في ذلك.</p>', '<p>نجيب هنا عن أكثر الأسئلة التي يطرحها عملاؤنا. وإن لم تجد ما تبحث عنه، فاتصل بخط المساعدة أو راسلنا عبر واتساب.</p>
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
<p>تكتمل معظم عمليات النقل خلال مدة تتراوح بين يومَي عمل وخمسة أيام بعد الدفع، بحسب الإمارة وسرعة حضور الطرفين أو إتمامهما للخطوات الإلكترونية. وتستوفي جهة المرور رسوم النقل الرسمية.</p>
<h3>هل يمكنني الاحتفاظ باللوحة دون سيارة؟</h3>
<p>في معظم الإمارات يمكن الاحتفاظ باللوحة في ملفك المروري دون مركبة لمدة تحددها جهة المرور، وسيشرح لك فريقنا القواعد المطبقة في إمارتك.</p>
<h2>أرقام الهواتف</h2>
<h3>كيف يُنقل رقم الهاتف المميز؟</h3>
<p>يُنقل الرقم باسمك في أحد مراكز خدمة دو أو اتصالات أو وفق الإجراءات المعتمدة لدى الشركة، باستخدام هويتك الإماراتية أو جواز سفرك. ونحن نرتّب الموعد ونسلّمك الشريحة أو تفاصيل النقل.</p>
<h3>هل يمكنني نقل الرقم إلى الشركة الأخرى؟</h3>
<p>نعم، بعد اكتمال النقل باسمك يمكنك نقل الرقم إلى الشركة الأخرى وفق قواعد خدمة الاحتفاظ بالرقم المعمول بها في الدولة.</p>
<h2>ما بعد البيع</h2>
<h3>هل يمكنني إلغاء طلبي؟</h3>
<p>نظرًا لأن كل لوحة وكل رقم فريد، لا يمكن إلغاء الطلب إلا قبل البدء في إجراءات النقل. يُرجى قراءة <a href="/terms_and_conditions" rel="noopener noreferrer">الشروط والأحكام</a> للاطلاع على التفاصيل كاملة.</p>
<h3>هل تشترون اللوحات والأرقام؟</h3>
<p>نعم، اطلب تقييمًا مجانيًا من صفحة الخدمات، وسنقترح عليك سعرًا عادلًا ونعرض اللوحة أو الرقم للبيع نيابةً عنك إن رغبت في ذلك.</p>');--> statement-breakpoint
UPDATE "website_pages" SET "content_ar" = '<p>توضح هذه السياسة كيفية جمع بياناتك الشخصية واستخدامها وتخزينها وحمايتها عند استخدامك لموقعنا وتطبيقاتنا وفروعنا. ونعالج البيانات الشخصية وفقًا للمرسوم بقانون اتحادي رقم <bdi>45</bdi> لسنة <bdi>2021</bdi> بشأن حماية البيانات الشخصية (<strong>قانون حماية البيانات الشخصية الإماراتي</strong>) وغيره من القوانين المعمول بها في الدولة.</p>
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
<p>يحق لك بموجب قانون حماية البيانات الشخصية الإماراتي طلب الاطلاع على بياناتك، وتصحيح غير الدقيق منها، وطلب حذفها، وتقييد بعض أوجه معالجتها أو الاعتراض عليها، وسحب موافقتك على الرسائل التسويقية. ولممارسة هذه الحقوق راسلنا على <a href="mailto:privacy@specialnumbers.ae" rel="noopener noreferrer">privacy@specialnumbers.ae</a>، وسنرد عليك خلال <bdi>30</bdi> يومًا، وقد نحتاج أولًا إلى التحقق من هويتك.</p>
<h2>ملفات تعريف الارتباط</h2>
<p>نستخدم ملفات تعريف الارتباط الضرورية لإبقائك مسجّلًا للدخول وتذكّر لغتك المفضلة، ولا نستخدم ملفات تعريف الارتباط الإعلانية دون موافقتك.</p>
<h2>تعديل هذه السياسة</h2>
<p>قد نحدّث هذه السياسة من وقت لآخر، وننشر أحدث نسخة منها دائمًا على هذه الصفحة، ونُخطر العملاء المسجّلين بأي تعديل جوهري عبر البريد الإلكتروني.</p>' WHERE "slug" = 'privacy_policy' AND "content_ar" IN ('<p>توضح هذه السياسة كيفية جمع بياناتك الشخصية واستخدامها وتخزينها وحمايتها عند استخدامك لموقعنا وتطبيقاتنا وفروعنا. ونعالج البيانات الشخصية وفقًا للمرسوم بقانون اتحادي رقم <bdi>45</bdi> لسنة <bdi>2021</bdi> بشأن حماية البيانات الشخصية (<strong>قانون حماية البيانات الشخصية الإماراتي</strong>) وغيره من القوانين المعمول بها في الدولة.</p>
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
<p>لا نشارك بياناتك الشخصية إلا عند الضرورة: مع جهات المرور وشركات الاتصالات لإتمام النقل، ومع بوابة الدفع لمعالجة المدفوعات، ومع مزوّدي الاستضافة والبريد الإلكتروني الملتزمين باتفاقيات السرية، ومع الجهات الحكومية متى اقتضى القانون ذلك. ولا نبيع بياناتك الشخصية مطلقًا.</p>
<h2>مدة الاحتفاظ والحماية</h2>
<p>نحتفظ بسجلات الطلبات والفواتير طوال المدة التي يفرضها قانون الضرائب في الدولة، وبسائر البيانات الشخصية ما دام حسابك نشطًا أو بالقدر اللازم للأغراض المذكورة أعلاه. ونحمي البيانات عبر اتصالات مشفّرة وصلاحيات وصول محددة ومراجعات أمنية دورية، ونحذف نسخ مستندات الهوية بعد اكتمال النقل وانقضاء أي مدة احتفاظ يفرضها القانون.</p>
<h2>حقوقك</h2>
<p>يحق لك بموجب قانون حماية البيانات الشخصية الإماراتي طلب الاطلاع على بياناتك، وتصحيح غير الدقيق منها، وطلب حذفها، وتقييد بعض أوجه معالجتها أو الاعتراض عليها، وسحب موافقتك على الرسائل التسويقية. ولممارسة هذه الحقوق راسلنا على <a href="mailto:privacy@specialnumbers.ae" rel="noopener noreferrer">privacy@specialnumbers.ae</a>، وسنرد عليك خلال <bdi>30</bdi> يومًا، وقد نحتاج أولًا إلى التحقق من هويتك.</p>
<h2>ملفات تعريف الارتباط</h2>
<p>نستخدم ملفات تعريف الارتباط الضرورية لإبقائك مسجّلًا للدخول وتذكّر لغتك المفضلة، ولا نستخدم ملفات تعريف الارتباط الإعلانية دون موافقتك.</p>
<h2>تعديل هذه السياسة</h2>
<p>قد نحدّث هذه السياسة من وقت لآخر، وننشر أحدث نسخة منها دائمًا على هذه الصفحة، ونُخطر العملاء المسجّلين بأي تعديل جوهري عبر البريد الإلكتروني.</p>');--> statement-breakpoint
UPDATE "website_pages" SET "content_ar" = '<p>تسري هذه الشروط على جميع عمليات الشراء التي تتم عبر موقعنا وتطبيقاتنا وفروعنا، وبإتمامك للطلب فإنك تقرّ بأنك قرأتها ووافقت عليها. وتخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة.</p>
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
<p>نسعى إلى حل أي شكوى وديًا خلال <bdi>14</bdi> يومًا، وتختص محاكم دبي بالنظر في النزاعات التي يتعذر حلها. ولأي استفسار حول هذه الشروط راسلنا على <a href="mailto:info@specialnumbers.ae" rel="noopener noreferrer">info@specialnumbers.ae</a> أو اتصل بخط المساعدة.</p>' WHERE "slug" = 'terms_and_conditions' AND "content_ar" IN ('<p>تسري هذه الشروط على جميع عمليات الشراء التي تتم عبر موقعنا وتطبيقاتنا وفروعنا، وبإتمامك للطلب فإنك تقرّ بأنك قرأتها ووافقت عليها. وتخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة.</p>
<h2><bdi>1</bdi>. المعروضات وتوفرها</h2>
<p>كل لوحة مميزة وكل رقم هاتف خاص <strong>فريد من نوعه ولا يُباع إلا مرة واحدة</strong>. نحدّث حالة التوفر باستمرار، ولكن قد يُباع الرقم قبل لحظات من اكتمال دفعك، وفي هذه الحالة نعيد إليك المبلغ كاملًا دون أي تعويض آخر.</p>
<p>صور اللوحات توضيحية تعرض الرقم بتصميم الإمارة المصدِرة، أما اللوحة الفعلية فتصدرها جهة المرور المختصة.</p>
<h2><bdi>2</bdi>. الأسعار وضريبة القيمة المضافة</h2>
<p>جميع الأسعار بالدرهم الإماراتي وشاملة <strong>ضريبة القيمة المضافة بنسبة <bdi>5%</bdi></strong>، ونصدر فاتورة ضريبية لكل طلب. ولا تشمل الأسعار الرسوم الرسمية التي تستوفيها جهات المرور أو شركات الاتصالات مقابل النقل أو التسجيل أو إصدار شريحة جديدة، ما لم يُذكر خلاف ذلك في صفحة الرقم.</p>
<h2><bdi>3</bdi>. الدفع</h2>
<ul>
<li>يتم الدفع <strong>إلكترونيًا</strong> عبر بوابة الدفع الآمنة باستخدام بطاقة الخصم أو البطاقة الائتمانية.</li>
<li>لا يُحجز الرقم باسمك إلا بعد تأكيد الدفع.</li>
<li>لن نطلب منك أبدًا التحويل إلى حساب مصرفي شخصي أو مشاركة بيانات بطاقتك عبر الهاتف أو الرسائل.</li>
</ul>
<h2><bdi>4</bdi>. نقل اللوحات</h2>
<p>يشترط لنقل اللوحة باسمك أن تحمل <strong>هوية إماراتية سارية</strong> وأن يكون لديك <strong>ملف مروري في الإمارة التي أصدرت اللوحة</strong>. وعلى الشركات تقديم رخصة تجارية سارية وملف مروري باسم الشركة. وتتحمل مسؤولية أي مخالفات مرورية أو حظر على ملفك قد يحول دون إتمام النقل. ويتم النقل وفق إجراءات جهة المرور المختصة، وسنرشدك في كل خطوة.</p>
<h2><bdi>5</bdi>. نقل أرقام الهواتف</h2>
<p>تُنقل الأرقام المميزة باسمك لدى دو أو اتصالات (<bdi>e&amp;</bdi>) باستخدام هويتك الإماراتية أو جواز سفرك، وفق شروط الشركة المشغّلة وأنظمة هيئة تنظيم الاتصالات والحكومة الرقمية. وتسري باقات الشركة المشغّلة ورسومها وشروطها على استخدامك للرقم بعد نقله.</p>
<h2><bdi>6</bdi>. الإلغاء والاسترداد</h2>
<ol>
<li>يمكنك إلغاء الطلب واسترداد المبلغ كاملًا قبل البدء في إجراءات النقل.</li>
<li>لا يمكن إلغاء الطلب بعد تقديم طلب النقل إلى جهة المرور أو شركة الاتصالات.</li>
<li>إذا تعذّر إتمام النقل لسبب يعود إلينا أو إلى البائع، نعيد إليك المبلغ المدفوع كاملًا.</li>
<li>تُعاد المبالغ إلى البطاقة المستخدمة في الدفع، وعادةً خلال <bdi>7</bdi> إلى <bdi>14</bdi> يوم عمل.</li>
</ol>
<h2><bdi>7</bdi>. حسابك</h2>
<p>عليك تقديم معلومات صحيحة والحفاظ على سرية كلمة المرور. ويحق لنا إيقاف الحسابات المستخدمة في الاحتيال، أو في طلبات وهمية لا تكتمل، أو بما يخالف هذه الشروط.</p>
<h2><bdi>8</bdi>. حدود المسؤولية</h2>
<p>لا نتحمل المسؤولية عن أي تأخير أو قرار يصدر عن الجهات الحكومية أو شركات الاتصالات، ولا عن تغيّر القيمة السوقية لأي لوحة أو رقم بعد الشراء. ولا يحدّ أي بند في هذه الشروط من الحقوق المكفولة لك بموجب قانون حماية المستهلك في الدولة.</p>
<h2><bdi>9</bdi>. النزاعات والتواصل</h2>
<p>نسعى إلى حل أي شكوى وديًا خلال <bdi>14</bdi> يومًا، وتختص محاكم دبي بالنظر في النزاعات التي يتعذر حلها. ولأي استفسار حول هذه الشروط راسلنا على <a href="mailto:info@specialnumbers.ae" rel="noopener noreferrer">info@specialnumbers.ae</a> أو اتصل بخط المساعدة.</p>', '<p>تسري هذه الشروط على جميع عمليات الشراء التي تتم عبر موقعنا وتطبيقاتنا وفروعنا، وبإتمامك للطلب فإنك تقرّ بأنك قرأتها ووافقت عليها. وتخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة.</p>
<h2><bdi>1</bdi>. المعروضات وتوفرها</h2>
<p>كل لوحة مميزة وكل رقم هاتف مميز <strong>فريد من نوعه ولا يُباع إلا مرة واحدة</strong>. نحدّث حالة التوفر باستمرار، ولكن قد يُباع الرقم قبل لحظات من اكتمال دفعك، وفي هذه الحالة نعيد إليك المبلغ كاملًا دون أي تعويض آخر.</p>
<p>صور اللوحات توضيحية تعرض الرقم بتصميم الإمارة المصدِرة، أما اللوحة الفعلية فتصدرها جهة المرور المختصة.</p>
<h2><bdi>2</bdi>. الأسعار وضريبة القيمة المضافة</h2>
<p>جميع الأسعار بالدرهم الإماراتي وشاملة <strong>ضريبة القيمة المضافة بنسبة <bdi>5٪</bdi></strong>، ونصدر فاتورة ضريبية لكل طلب. ولا تشمل الأسعار الرسوم الرسمية التي تستوفيها جهات المرور أو شركات الاتصالات مقابل النقل أو التسجيل أو إصدار شريحة جديدة، ما لم يُذكر خلاف ذلك في صفحة الرقم.</p>
<h2><bdi>3</bdi>. الدفع</h2>
<ul>
<li>يتم الدفع <strong>إلكترونيًا</strong> عبر بوابة الدفع الآمنة باستخدام بطاقة الخصم أو البطاقة الائتمانية.</li>
<li>لا يُحجز الرقم باسمك إلا بعد تأكيد الدفع.</li>
<li>لن نطلب منك أبدًا التحويل إلى حساب مصرفي شخصي أو مشاركة بيانات بطاقتك عبر الهاتف أو الرسائل.</li>
</ul>
<h2><bdi>4</bdi>. نقل اللوحات</h2>
<p>يشترط لنقل اللوحة باسمك أن تحمل <strong>هوية إماراتية سارية</strong> وأن يكون لديك <strong>ملف مروري في الإمارة التي أصدرت اللوحة</strong>. وعلى الشركات تقديم رخصة تجارية سارية وملف مروري باسم الشركة. وتتحمل مسؤولية أي مخالفات مرورية أو حظر على ملفك قد يحول دون إتمام النقل. ويتم النقل وفق إجراءات جهة المرور المختصة، وسنرشدك في كل خطوة.</p>
<h2><bdi>5</bdi>. نقل أرقام الهواتف</h2>
<p>تُنقل الأرقام المميزة باسمك لدى دو أو اتصالات (<bdi>e&amp;</bdi>) باستخدام هويتك الإماراتية أو جواز سفرك، وفق شروط الشركة المشغّلة وأنظمة هيئة تنظيم الاتصالات والحكومة الرقمية. وتسري باقات الشركة المشغّلة ورسومها وشروطها على استخدامك للرقم بعد نقله.</p>
<h2><bdi>6</bdi>. الإلغاء والاسترداد</h2>
<ol>
<li>يمكنك إلغاء الطلب واسترداد المبلغ كاملًا قبل البدء في إجراءات النقل.</li>
<li>لا يمكن إلغاء الطلب بعد تقديم طلب النقل إلى جهة المرور أو شركة الاتصالات.</li>
<li>إذا تعذّر إتمام النقل لسبب يعود إلينا أو إلى البائع، نعيد إليك المبلغ المدفوع كاملًا.</li>
<li>تُعاد المبالغ إلى البطاقة المستخدمة في الدفع، وعادةً خلال <bdi>7</bdi> إلى <bdi>14</bdi> يوم عمل.</li>
</ol>
<h2><bdi>7</bdi>. حسابك</h2>
<p>عليك تقديم معلومات صحيحة والحفاظ على سرية كلمة المرور. ويحق لنا إيقاف الحسابات المستخدمة في الاحتيال، أو في طلبات وهمية لا تكتمل، أو بما يخالف هذه الشروط.</p>
<h2><bdi>8</bdi>. حدود المسؤولية</h2>
<p>لا نتحمل المسؤولية عن أي تأخير أو قرار يصدر عن الجهات الحكومية أو شركات الاتصالات، ولا عن تغيّر القيمة السوقية لأي لوحة أو رقم بعد الشراء. ولا يحدّ أي بند في هذه الشروط من الحقوق المكفولة لك بموجب قانون حماية المستهلك في الدولة.</p>
<h2><bdi>9</bdi>. النزاعات والتواصل</h2>
<p>نسعى إلى حل أي شكوى وديًا خلال <bdi>14</bdi> يومًا، وتختص محاكم دبي بالنظر في النزاعات التي يتعذر حلها. ولأي استفسار حول هذه الشروط راسلنا على <a href="mailto:info@specialnumbers.ae" rel="noopener noreferrer">info@specialnumbers.ae</a> أو اتصل بخط المساعدة.</p>', '<p>تسري هذه الشروط على جميع عمليات الشراء التي تتم عبر موقعنا وتطبيقاتنا وفروعنا، وبإتمامك للطلب فإنك تقرّ بأنك قرأتها ووافقت عليها. وتخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة.</p>
<h2><bdi>1</bdi>. المعروضات وتوفرها</h2>
<p>كل لوحة مميزة وكل رقم هاتف مميز <strong>فريد من نوعه ولا يُباع إلا مرة واحدة</strong>. نحدّث حالة التوفر باستمرار، ولكن قد تُباع اللوحة أو الرقم قبل لحظات من اكتمال دفعك، وفي هذه الحالة نعيد إليك المبلغ كاملًا دون أي تعويض آخر.</p>
<p>صور اللوحات توضيحية تعرض الرقم بتصميم الإمارة المصدِرة، أما اللوحة الفعلية فتصدرها جهة المرور المختصة.</p>
<h2><bdi>2</bdi>. الأسعار وضريبة القيمة المضافة</h2>
<p>جميع الأسعار بالدرهم الإماراتي وشاملة <strong>ضريبة القيمة المضافة بنسبة <bdi>5٪</bdi></strong>، ونصدر فاتورة ضريبية لكل طلب. ولا تشمل الأسعار الرسوم الرسمية التي تستوفيها جهات المرور أو شركات الاتصالات مقابل النقل أو التسجيل أو إصدار شريحة جديدة، ما لم يُذكر خلاف ذلك في صفحة الرقم.</p>
<h2><bdi>3</bdi>. الدفع</h2>
<ul>
<li>يتم الدفع <strong>إلكترونيًا</strong> عبر بوابة الدفع الآمنة باستخدام بطاقة الخصم أو البطاقة الائتمانية.</li>
<li>لا تُحجز اللوحة أو الرقم باسمك إلا بعد تأكيد الدفع.</li>
<li>لن نطلب منك أبدًا التحويل إلى حساب مصرفي شخصي أو مشاركة بيانات بطاقتك عبر الهاتف أو الرسائل.</li>
</ul>
<h2><bdi>4</bdi>. نقل اللوحات</h2>
<p>يشترط لنقل اللوحة باسمك أن تحمل <strong>هوية إماراتية سارية</strong> وأن يكون لديك <strong>ملف مروري في الإمارة التي أصدرت اللوحة</strong>. وعلى الشركات تقديم رخصة تجارية سارية وملف مروري باسم الشركة. وتتحمل مسؤولية أي مخالفات مرورية أو حظر على ملفك قد يحول دون إتمام النقل. ويتم النقل وفق إجراءات جهة المرور المختصة، وسنرشدك في كل خطوة.</p>
<h2><bdi>5</bdi>. نقل أرقام الهواتف</h2>
<p>تُنقل الأرقام المميزة باسمك لدى دو أو اتصالات (<bdi>e&amp;</bdi>) باستخدام هويتك الإماراتية أو جواز سفرك، وفق شروط الشركة المشغّلة وأنظمة هيئة تنظيم الاتصالات والحكومة الرقمية. وتسري باقات الشركة المشغّلة ورسومها وشروطها على استخدامك للرقم بعد نقله.</p>
<h2><bdi>6</bdi>. الإلغاء والاسترداد</h2>
<ol>
<li>يمكنك إلغاء الطلب واسترداد المبلغ كاملًا قبل البدء في إجراءات النقل.</li>
<li>لا يمكن إلغاء الطلب بعد تقديم طلب النقل إلى جهة المرور أو شركة الاتصالات.</li>
<li>إذا تعذّر إتمام النقل لسبب يعود إلينا أو إلى البائع، نعيد إليك المبلغ المدفوع كاملًا.</li>
<li>تُعاد المبالغ إلى البطاقة المستخدمة في الدفع، وعادةً خلال <bdi>7</bdi> إلى <bdi>14</bdi> يوم عمل.</li>
</ol>
<h2><bdi>7</bdi>. حسابك</h2>
<p>عليك تقديم معلومات صحيحة والحفاظ على سرية كلمة المرور. ويحق لنا إيقاف الحسابات المستخدمة في الاحتيال، أو في طلبات وهمية لا تكتمل، أو بما يخالف هذه الشروط.</p>
<h2><bdi>8</bdi>. حدود المسؤولية</h2>
<p>لا نتحمل المسؤولية عن أي تأخير أو قرار يصدر عن الجهات الحكومية أو شركات الاتصالات، ولا عن تغيّر القيمة السوقية لأي لوحة أو رقم بعد الشراء. ولا يحدّ أي بند في هذه الشروط من الحقوق المكفولة لك بموجب قانون حماية المستهلك في الدولة.</p>
<h2><bdi>9</bdi>. النزاعات والتواصل</h2>
<p>نسعى إلى حل أي شكوى وديًا خلال <bdi>14</bdi> يومًا، وتختص محاكم دبي بالنظر في النزاعات التي يتعذر حلها. ولأي استفسار حول هذه الشروط راسلنا على <a href="mailto:info@specialnumbers.ae" rel="noopener noreferrer">info@specialnumbers.ae</a> أو اتصل بخط المساعدة.</p>');--> statement-breakpoint
UPDATE "posts" SET "summary" = 'Digit count, repetition, the emirate and the code all shape what a plate is worth. Here is how our team weighs each of them in an estimate.' WHERE "kind" = 'blog' AND "url" = 'how-plate-patterns-are-valued' AND "summary" IN ('Digit count, repetition, the emirate and the code all shape what a plate is worth. Here is how our valuation team weighs each of them.');--> statement-breakpoint
UPDATE "posts" SET "body" = '<p>Two plates can look almost identical and still differ in price by a factor of ten. After more than twenty years of valuing plates across the seven emirates, our team has found that a handful of factors explain most of that difference.</p>
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
<p>Market prices change with supply and demand, so any published guide is only a starting point. If you own a plate and want to know what it is worth, request a free estimate through our services page and we will compare it with recent sales of similar patterns.</p>' WHERE "kind" = 'blog' AND "url" = 'how-plate-patterns-are-valued' AND "body" IN ('<p>Two plates can look almost identical and still differ in price by a factor of ten. After more than twenty years of valuing plates across the seven emirates, our team has found that a handful of factors explain most of that difference.</p>
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
<h2>Getting a valuation</h2>
<p>Market prices change with supply and demand, so any published guide is only a starting point. If you own a plate and want to know what it is worth, request a free valuation through our services page and we will compare it with recent sales of similar patterns.</p>');--> statement-breakpoint
UPDATE "posts" SET "body_ar" = '<p>شراء لوحة مميزة تجربة ممتعة، لكن عملية البيع لا تنتهي إلا حين تُسجَّل اللوحة رسميًا في ملفك المروري. واتباع خطوات واضحة يحمي أموالك ويحفظ لك اللوحة.</p>
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
<p>احتفظ بالفاتورة وإيصال النقل، فإن قررت البيع لاحقًا سرّعت هذه المستندات الصفقة التالية. وتكتمل معظم عمليات النقل خلال مدة تتراوح بين يومَي عمل وخمسة أيام عمل من تاريخ الدفع.</p>' WHERE "kind" = 'blog' AND "url" = 'buying-a-plate-safely-and-transfer-steps' AND "body_ar" IN ('<p>شراء لوحة مميزة تجربة ممتعة، لكن عملية البيع لا تنتهي إلا حين تُسجَّل اللوحة رسميًا في ملفك المروري. واتباع خطوات واضحة يحمي أموالك ويحفظ لك اللوحة.</p>
<h2>قبل الدفع</h2>
<ul>
<li><strong>تحقّق من مستنداتك:</strong> تحتاج إلى هوية إماراتية سارية وملف مروري في الإمارة التي أصدرت اللوحة؛ فلوحة الشارقة مثلًا تُنقل إلى ملف مروري في الشارقة.</li>
<li><strong>ارفع أي حظر:</strong> قد تمنع المخالفات غير المسددة أو الرخصة المنتهية إتمام النقل، فسدّدها أولًا.</li>
<li><strong>تأكّد من البائع:</strong> لا تشترِ إلا من تاجر أو مالك يستطيع إثبات الملكية. ونحن نتحقق من كل لوحة قبل عرضها على موقعنا.</li>
</ul>
<h2>الدفع الآمن</h2>
<p>ادفع عبر بوابة دفع إلكترونية آمنة، ولا تسلّم مبلغًا نقديًا لشخص لا تعرفه أو تحوّله إلى حساب مصرفي شخصي. والسعر على موقعنا شامل ضريبة القيمة المضافة بنسبة <bdi>5%</bdi>، وتصلك الفاتورة الضريبية فورًا، وتُحجز اللوحة باسمك لحظة نجاح الدفع فلا يستطيع أحد غيرك شراءها.</p>
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
<p>احتفظ بالفاتورة وإيصال النقل، فإن قررت البيع لاحقًا سرّعت هذه المستندات الصفقة التالية. وتكتمل معظم عمليات النقل خلال مدة تتراوح بين يومَي عمل وخمسة أيام من تاريخ الدفع.</p>', '<p>شراء لوحة مميزة تجربة ممتعة، لكن عملية البيع لا تنتهي إلا حين تُسجَّل اللوحة رسميًا في ملفك المروري. واتباع خطوات واضحة يحمي أموالك ويحفظ لك اللوحة.</p>
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
<p>احتفظ بالفاتورة وإيصال النقل، فإن قررت البيع لاحقًا سرّعت هذه المستندات الصفقة التالية. وتكتمل معظم عمليات النقل خلال مدة تتراوح بين يومَي عمل وخمسة أيام من تاريخ الدفع.</p>');--> statement-breakpoint
UPDATE "posts" SET "body_ar" = '<p>في دولة الإمارات شركتان وطنيتان للاتصالات المتحركة هما <strong>دو</strong> و<strong>اتصالات</strong> التي أصبحت جزءًا من مجموعة <bdi>e&amp;</bdi>. وتقدّم الشركتان أرقامًا مميزة وتغطية ممتازة في أنحاء الدولة، لذلك يتوقف الاختيار عادةً على الرقم نفسه والباقة التي تفضّلها.</p>
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
<p>اختر النمط أولًا ثم الباقة؛ فالرقم المميز حقًا نادر على الشبكتين، وأفضل الأنماط لا تبقى متاحة طويلًا. تصفّح أرقام دو واتصالات جنبًا إلى جنب، وأضف ما يعجبك إلى قائمة المفضلة.</p>' WHERE "kind" = 'blog' AND "url" = 'du-vs-etisalat-special-numbers' AND "body_ar" IN ('<p>في دولة الإمارات شركتان وطنيتان للاتصالات المتحركة هما <strong>دو</strong> و<strong>اتصالات</strong> التي أصبحت جزءًا من مجموعة <bdi>e&amp;</bdi>. وتقدّم الشركتان أرقامًا مميزة وتغطية ممتازة في أنحاء الدولة، لذلك يتوقف الاختيار عادةً على الرقم نفسه والباقة التي تفضّلها.</p>
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
<p>بعد أن يصبح الرقم باسمك، يمكنك نقله إلى الشركة الأخرى وفق قواعد الاحتفاظ بالرقم المعمول بها في الدولة. أي أنك تستطيع اختيار الرقم اليوم لنمطه، ثم تقرر لاحقًا الشبكة التي تناسبك.</p>
<h2>نصيحتنا</h2>
<p>اختر النمط أولًا ثم الباقة؛ فالرقم المميز حقًا نادر على الشبكتين، وأفضل الأنماط لا تبقى متاحة طويلًا. تصفّح أرقام دو واتصالات جنبًا إلى جنب، وأضف ما يعجبك إلى قائمة المفضلة.</p>');--> statement-breakpoint
UPDATE "posts" SET "body" = '<p>Many of our clients buy a plate or a number purely because they love it. Others see distinguished numbers as a way to hold value. Both views are valid, but anyone treating a plate as an investment should understand how this market behaves.</p>
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
<p>This article is general information, not financial advice. For an honest view of a specific plate or number, ask our team for a free estimate.</p>' WHERE "kind" = 'blog' AND "url" = 'investing-in-distinguished-numbers' AND "body" IN ('<p>Many of our clients buy a plate or a number purely because they love it. Others see distinguished numbers as a way to hold value. Both views are valid, but anyone treating a plate as an investment should understand how this market behaves.</p>
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
<p>This article is general information, not financial advice. For an honest view of a specific plate or number, ask our team for a free valuation.</p>');--> statement-breakpoint
UPDATE "posts" SET "body_ar" = '<p>يشتري كثير من عملائنا اللوحة أو الرقم لمجرد إعجابهم به، بينما يرى آخرون في الأرقام المميزة وسيلة لحفظ القيمة. وكلا الرأيين وجيه، لكن من يتعامل مع اللوحة بوصفها استثمارًا عليه أن يفهم طبيعة هذه السوق.</p>
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
<p>هذا المقال معلومات عامة وليس استشارة مالية. وللحصول على رأي صريح في لوحة أو رقم بعينه، اطلب من فريقنا تقييمًا مجانيًا.</p>' WHERE "kind" = 'blog' AND "url" = 'investing-in-distinguished-numbers' AND "body_ar" IN ('<p>يشتري كثير من عملائنا اللوحة أو الرقم لمجرد إعجابهم به، بينما يرى آخرون في الأرقام المميزة وسيلة لحفظ القيمة. وكلا الرأيين وجيه، لكن من يتعامل مع اللوحة بوصفها استثمارًا عليه أن يفهم طبيعة هذه السوق.</p>
<h2>الندرة هي الأساس</h2>
<p>المعروض من الأرقام القصيرة وذات الأنماط الكاملة ثابت لا يزيد؛ فلا تستطيع أي جهة إصدار لوحة ثانية من خانة واحدة بالرمز نفسه، ولا تستطيع أي شركة اتصالات إنشاء رقم آخر مثل <bdi>050 777 7777</bdi>. وهذا المعروض الثابت، مع طلب متواصل من عدد سكان متزايد، هو ما جعل أندر الأرقام تحافظ على جاذبيتها على المدى الطويل.</p>
<h2>افهم سرعة البيع</h2>
<p>اللوحة ليست سهمًا يُباع في ثوانٍ، فالعثور على المشتري المناسب بالسعر المناسب قد يستغرق أسابيع أو أشهرًا، ولا سيما في القطع المرتفعة الثمن. أما اللوحات والأرقام متوسطة السعر ذات الأنماط الواضحة فهي الأسرع بيعًا عادةً.</p>
<h2>احسب التكاليف</h2>
<ul>
<li>يشمل سعر الشراء ضريبة القيمة المضافة بنسبة <bdi>5%</bdi>.</li>
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
<p>هذا المقال معلومات عامة وليس استشارة مالية. وللحصول على رأي صريح في لوحة أو رقم بعينه، اطلب من فريقنا تقييمًا مجانيًا.</p>', '<p>يشتري كثير من عملائنا اللوحة أو الرقم لمجرد إعجابهم به، بينما يرى آخرون في الأرقام المميزة وسيلة لحفظ القيمة. وكلا الرأيين وجيه، لكن من يتعامل مع اللوحة بوصفها استثمارًا عليه أن يفهم طبيعة هذه السوق.</p>
<h2>الندرة هي الأساس</h2>
<p>المعروض من الأرقام القصيرة وذات الأنماط الكاملة ثابت لا يزيد؛ فلا تستطيع أي جهة إصدار لوحة ثانية من خانة واحدة بالرمز نفسه، ولا تستطيع أي شركة اتصالات إنشاء رقم آخر مثل <bdi>050 777 7777</bdi>. وهذا المعروض الثابت، مع طلب متواصل من عدد سكان متزايد، هو ما جعل أندر الأرقام تحافظ على جاذبيتها على المدى الطويل.</p>
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
<p>هذا المقال معلومات عامة وليس استشارة مالية. وللحصول على رأي صريح في لوحة أو رقم بعينه، اطلب من فريقنا تقييمًا مجانيًا.</p>');--> statement-breakpoint
UPDATE "posts" SET "summary_ar" = 'بعد أحدث إصدار من جهة المرور، أدرجنا لوحات من أحدث رموز الشارقة. ويلقى الطرح إقبالًا مبكرًا قويًا، ولا سيما على الأرقام المكررة الثلاثية والرباعية.' WHERE "kind" = 'news' AND "url" = 'new-sharjah-plate-codes-now-listed' AND "summary_ar" IN ('بعد أحدث إصدار من جهة المرور، أدرجنا لوحات من أحدث رموز الشارقة. ويشهد الطلب المبكر إقبالًا قويًا، ولا سيما على الأرقام المكررة الثلاثية والرباعية.');--> statement-breakpoint
UPDATE "posts" SET "body_ar" = '<p>يسعدنا أن نعلن عن توفر لوحات من أحدث رموز الشارقة في قائمتنا. وتأتي هذه الإضافات بعد أحدث فئة طرحتها جهة المرور في الإمارة، لتمنح الراغبين في اقتناء لوحة مميزة من الشارقة خيارات جديدة.</p>
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
<p>نشكر عملاءنا في الشارقة وفي أنحاء الدولة على ثقتهم المستمرة، ونتطلع إلى مساعدتكم في العثور على لوحتكم القادمة.</p>' WHERE "kind" = 'news' AND "url" = 'new-sharjah-plate-codes-now-listed' AND "body_ar" IN ('<p>يسعدنا أن نعلن عن توفر لوحات من أحدث رموز الشارقة في قائمتنا. وتأتي هذه الإضافات بعد أحدث فئة طرحتها جهة المرور في الإمارة، لتمنح الراغبين في اقتناء لوحة مميزة من الشارقة خيارات جديدة.</p>
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
<p>افتح صفحة اللوحات واختر الشارقة من خيارات التصفية لعرض لوحاتها. الأسعار شاملة ضريبة القيمة المضافة بنسبة <bdi>5%</bdi>، والدفع إلكتروني وآمن. ويتطلب نقل لوحة الشارقة هوية إماراتية سارية وملفًا مروريًا في الشارقة، وإن لم يكن لديك ملف بعد فسيشرح لك فريقنا طريقة فتحه.</p>
<h2>لم تجد رقمك؟</h2>
<p>إذا لم يكن الرقم الذي تريده معروضًا، فأرسل إلينا طلبًا عبر صفحة الخدمات، وسنبحث لدى شبكة الملّاك المتعاملين معنا ونبلغك فور توفر رقم مطابق.</p>
<h2>صمّم قبل أن تقرر</h2>
<p>هل تتساءل كيف سيبدو الرقم على اللوحة؟ استخدم أداة تصميم اللوحات لمعاينة أي تركيبة من لوحات الشارقة بالتصميم الرسمي للإمارة، ثم شاركها مع عائلتك أو أصدقائك قبل الشراء، لتتخذ قرارك وأنت مطمئن إلى اختيارك.</p>
<p>نشكر عملاءنا في الشارقة وفي أنحاء الدولة على ثقتهم المستمرة، ونتطلع إلى مساعدتكم في العثور على لوحتكم القادمة.</p>', '<p>يسعدنا أن نعلن عن توفر لوحات من أحدث رموز الشارقة في قائمتنا. وتأتي هذه الإضافات بعد أحدث فئة طرحتها جهة المرور في الإمارة، لتمنح الراغبين في اقتناء لوحة مميزة من الشارقة خيارات جديدة.</p>
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
<p>إذا لم يكن الرقم الذي تريده معروضًا، فأرسل إلينا طلبًا عبر صفحة الخدمات، وسنبحث لدى شبكة الملّاك المتعاملين معنا ونبلغك فور توفر رقم مطابق.</p>
<h2>صمّم قبل أن تقرر</h2>
<p>هل تتساءل كيف سيبدو الرقم على اللوحة؟ استخدم أداة تصميم اللوحات لمعاينة أي تركيبة من لوحات الشارقة بالتصميم الرسمي للإمارة، ثم شاركها مع عائلتك أو أصدقائك قبل الشراء، لتتخذ قرارك وأنت مطمئن إلى اختيارك.</p>
<p>نشكر عملاءنا في الشارقة وفي أنحاء الدولة على ثقتهم المستمرة، ونتطلع إلى مساعدتكم في العثور على لوحتكم القادمة.</p>');--> statement-breakpoint
UPDATE "posts" SET "body" = '<p>Our annual plate auction closed with the highest sale in our company''s history. A three-digit Dubai plate with fully repeated digits drew intense bidding from both the hall and our online platform before selling well above its opening price.</p>
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
<p>Owners who would like to offer a plate at our next auction can request a free estimate through the services page. Registered customers will receive an email as soon as the catalogue is published, and can follow every lot live in our app.</p>' WHERE "kind" = 'news' AND "url" = 'record-sale-at-our-plate-auction' AND "body" IN ('<p>Our annual plate auction closed with the highest sale in our company''s history. A three-digit Dubai plate with fully repeated digits drew intense bidding from both the hall and our online platform before selling well above its opening price.</p>
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
<p>Owners who would like to offer a plate at our next auction can request a free valuation through the services page. Registered customers will receive an email as soon as the catalogue is published, and can follow every lot live in our app.</p>');--> statement-breakpoint
UPDATE "posts" SET "body_ar" = '<p>اختُتم مزادنا السنوي للوحات بأعلى عملية بيع في تاريخ شركتنا؛ إذ شهدت لوحة دبي ثلاثية الأرقام المكررة بالكامل منافسة حادة بين الحاضرين في القاعة والمزايدين عبر منصتنا الإلكترونية، قبل أن تُباع بسعر يفوق سعرها الافتتاحي بكثير.</p>
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
<p>ونتقدم بالشكر إلى جميع المشاركين من بائعين ومزايدين على ثقتهم، وإلى فريقنا الذي عمل على تنظيم المزاد والتحقق من كل لوحة قبل طرحها، فنجاح هذه الأمسية ثمرة تلك الثقة المتبادلة.</p>' WHERE "kind" = 'news' AND "url" = 'record-sale-at-our-plate-auction' AND "body_ar" IN ('<p>اختُتم مزادنا السنوي للوحات بأعلى عملية بيع في تاريخ شركتنا؛ إذ شهدت لوحة دبي ثلاثية الأرقام المكررة بالكامل منافسة حادة بين الحاضرين في القاعة والمزايدين عبر منصتنا الإلكترونية، قبل أن تُباع بسعر يفوق سعرها الافتتاحي بكثير.</p>
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
<p>ما زال الطلب قويًا على الأرقام القصيرة والمكررة بالكامل، ويزداد اطمئنان المشترين إلى شراء اللوحات عالية القيمة عبر الإنترنت متى كانت الملكية موثّقة والدفع آمنًا. كما حققت اللوحات الخماسية متوسطة السعر نتائج جيدة، ما يعكس اهتمامًا ملحوظًا من المشترين الجدد.</p>
<h2>إجراءات النقل جارية</h2>
<p>بدأ فريقنا بالفعل إجراءات النقل مع الفائزين. وكالعادة يحتاج كل مشترٍ إلى هوية إماراتية سارية وملف مروري في الإمارة التي أصدرت اللوحة، وسنرافقه في كل خطوة لدى جهة المرور.</p>
<h2>المزاد القادم</h2>
<p>يمكن للملاك الراغبين في عرض لوحاتهم في مزادنا القادم طلب تقييم مجاني عبر صفحة الخدمات، وسيصل إلى العملاء المسجلين بريد إلكتروني فور نشر قائمة المزاد، كما يمكنهم متابعة كل قطعة مباشرةً عبر تطبيقنا.</p>
<p>ونتقدم بالشكر إلى جميع المشاركين من بائعين ومزايدين على ثقتهم، وإلى فريقنا الذي عمل على تنظيم المزاد وتوثيق كل لوحة قبل طرحها، فنجاح هذه الأمسية ثمرة تلك الثقة المتبادلة.</p>', '<p>اختُتم مزادنا السنوي للوحات بأعلى عملية بيع في تاريخ شركتنا؛ إذ شهدت لوحة دبي ثلاثية الأرقام المكررة بالكامل منافسة حادة بين الحاضرين في القاعة والمزايدين عبر منصتنا الإلكترونية، قبل أن تُباع بسعر يفوق سعرها الافتتاحي بكثير.</p>
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
<p>ما زال الطلب قويًا على الأرقام القصيرة والمكررة بالكامل، ويزداد اطمئنان المشترين إلى شراء اللوحات عالية القيمة عبر الإنترنت متى كانت الملكية موثّقة والدفع آمنًا. كما حققت اللوحات الخماسية متوسطة السعر نتائج جيدة، ما يعكس اهتمامًا ملحوظًا من المشترين الجدد.</p>
<h2>إجراءات النقل جارية</h2>
<p>بدأ فريقنا بالفعل إجراءات النقل مع الفائزين. وكالعادة يحتاج كل مشترٍ إلى هوية إماراتية سارية وملف مروري في الإمارة التي أصدرت اللوحة، وسنرافقه في كل خطوة لدى جهة المرور.</p>
<h2>المزاد القادم</h2>
<p>يمكن للملاك الراغبين في عرض لوحاتهم في مزادنا القادم طلب تقييم مجاني عبر صفحة الخدمات، وسيصل إلى العملاء المسجلين بريد إلكتروني فور نشر قائمة المزاد، كما يمكنهم متابعة كل قطعة مباشرةً عبر تطبيقنا.</p>
<p>ونتقدم بالشكر إلى جميع المشاركين من بائعين ومزايدين على ثقتهم، وإلى فريقنا الذي عمل على تنظيم المزاد والتحقق من كل لوحة قبل طرحها، فنجاح هذه الأمسية ثمرة تلك الثقة المتبادلة.</p>');--> statement-breakpoint
UPDATE "posts" SET "body_ar" = '<p>أطلقنا الإصدار الثالث من تطبيقنا على هواتف آيفون وأندرويد. وقد أعدنا بناءه بالكامل ليصبح العثور على اللوحات المميزة وأرقام الهواتف المميزة ومتابعتها وشراؤها أسهل من أي وقت مضى، أينما كنت.</p>
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
<p>ابحث عن اسمنا في App Store أو Google Play، أو استخدم الروابط أسفل هذه الصفحة، وسيُطلب من المستخدمين الحاليين التحديث تلقائيًا. ويسعدنا سماع رأيك، فقيّم التطبيق أو أرسل إلينا اقتراحاتك عبر صفحة التواصل.</p>' WHERE "kind" = 'news' AND "url" = 'new-mobile-app-released' AND "body_ar" IN ('<p>أطلقنا الإصدار الثالث من تطبيقنا على هواتف آيفون وأندرويد. وقد أعدنا بناءه بالكامل ليصبح العثور على اللوحات المميزة وأرقام الهواتف الخاصة ومتابعتها وشراؤها أسهل من أي وقت مضى، أينما كنت.</p>
<h2>ما الجديد</h2>
<ul>
<li><strong>بحث أسرع:</strong> صنّف اللوحات حسب الإمارة والرمز وعدد الأرقام والسعر، والأرقام حسب الشركة المشغّلة والنمط، مع نتائج تتحدث أثناء الكتابة.</li>
<li><strong>تنبيهات فورية:</strong> احفظ بحثك واستقبل إشعارًا لحظة إدراج لوحة أو رقم مطابق.</li>
<li><strong>متابعة الأسعار:</strong> تنبهك العناصر المحفوظة في قائمة المفضلة عند تغيّر سعرها أو عند اقتراب بيعها.</li>
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
<p>ابحث عن اسمنا في App Store أو Google Play، أو استخدم الروابط أسفل هذه الصفحة، وسيُطلب من المستخدمين الحاليين التحديث تلقائيًا. ويسعدنا سماع رأيك، فقيّم التطبيق أو أرسل إلينا اقتراحاتك عبر صفحة التواصل.</p>', '<p>أطلقنا الإصدار الثالث من تطبيقنا على هواتف آيفون وأندرويد. وقد أعدنا بناءه بالكامل ليصبح العثور على اللوحات المميزة وأرقام الهواتف المميزة ومتابعتها وشراؤها أسهل من أي وقت مضى، أينما كنت.</p>
<h2>ما الجديد</h2>
<ul>
<li><strong>بحث أسرع:</strong> صنّف اللوحات حسب الإمارة والرمز وعدد الأرقام والسعر، والأرقام حسب الشركة المشغّلة والنمط، مع نتائج تتحدث أثناء الكتابة.</li>
<li><strong>تنبيهات فورية:</strong> احفظ بحثك واستقبل إشعارًا لحظة إدراج لوحة أو رقم مطابق.</li>
<li><strong>متابعة الأسعار:</strong> تنبهك العناصر المحفوظة في قائمة المفضلة عند تغيّر سعرها أو عند اقتراب بيعها.</li>
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
<p>ابحث عن اسمنا في App Store أو Google Play، أو استخدم الروابط أسفل هذه الصفحة، وسيُطلب من المستخدمين الحاليين التحديث تلقائيًا. ويسعدنا سماع رأيك، فقيّم التطبيق أو أرسل إلينا اقتراحاتك عبر صفحة التواصل.</p>');--> statement-breakpoint
UPDATE "posts" SET "summary" = 'Our fourth location brings plate and number services closer to customers in Al Ain. The branch offers estimates, purchase support and transfer assistance.' WHERE "kind" = 'news' AND "url" = 'new-branch-opens-in-al-ain' AND "summary" IN ('Our fourth location brings plate and number services closer to customers in Al Ain. The branch offers valuations, purchase support and transfer assistance.');--> statement-breakpoint
UPDATE "posts" SET "meta_description" = 'Our new Al Ain branch in Al Jimi is open, offering plate and special number sales, free estimates and transfer help for the eastern region.' WHERE "kind" = 'news' AND "url" = 'new-branch-opens-in-al-ain' AND "meta_description" IN ('Our new Al Ain branch in Al Jimi is open, offering plate and special number sales, free valuations and transfer help for the eastern region.');--> statement-breakpoint
UPDATE "posts" SET "body" = '<p>We are delighted to open our new branch in <strong>Al Ain</strong>, located in the Al Jimi district. After Dubai, Abu Dhabi and Sharjah, this is our fourth location in the UAE and our first in the eastern region of Abu Dhabi.</p>
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
<p>We look forward to welcoming you. You can find the branch address and phone number on our contact page, or call our toll-free helpline for directions. Our team in Al Ain speaks Arabic and English and is ready to answer all your questions.</p>' WHERE "kind" = 'news' AND "url" = 'new-branch-opens-in-al-ain' AND "body" IN ('<p>We are delighted to open our new branch in <strong>Al Ain</strong>, located in the Al Jimi district. After Dubai, Abu Dhabi and Sharjah, this is our fourth location in the UAE and our first in the eastern region of Abu Dhabi.</p>
<h2>Why Al Ain</h2>
<p>Over the past few years, a growing share of our Abu Dhabi plate sales has come from customers in Al Ain, many of whom travelled to the capital to complete their purchases. The new branch means they can now get the same service close to home.</p>
<h2>Services at the branch</h2>
<ul>
<li>Browsing and buying plates from all seven emirates and special numbers from du and Etisalat;</li>
<li>free, no-obligation valuations of plates and numbers you already own;</li>
<li>help preparing documents and booking transfer appointments;</li>
<li>collection of SIM cards for special numbers bought online.</li>
</ul>
<h2>Opening hours</h2>
<p>The branch is open Monday to Saturday from 9:00 AM to 9:00 PM, with a break for Friday prayers, and is closed on Sundays. Parking is available directly in front of the building.</p>
<h2>Bring the right documents</h2>
<p>If you plan to buy a plate during your visit, please bring your Emirates ID and your traffic file number. Remember that a plate can only be transferred to a traffic file in the emirate that issued it, so buyers of Dubai or Sharjah plates will need a traffic file in that emirate.</p>
<h2>Opening offer</h2>
<p>To celebrate the opening, customers who complete a purchase at the Al Ain branch during its first month will receive free assistance with their transfer paperwork and a complimentary plate frame.</p>
<p>We look forward to welcoming you. You can find the branch address and phone number on our contact page, or call our toll-free helpline for directions. Our team in Al Ain speaks Arabic and English and is ready to answer all your questions.</p>');--> statement-breakpoint
UPDATE "posts" SET "body_ar" = '<p>بمناسبة عيد الأضحى المبارك، نتقدم بأطيب التهاني إلى عملائنا الكرام وإلى جميع المقيمين في دولة الإمارات. عيدكم مبارك، وكل عام وأنتم وعائلاتكم بخير.</p>
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
<p>شكرًا لثقتكم، وعيد مبارك من فريق عملنا كله.</p>' WHERE "kind" = 'news' AND "url" = 'eid-al-adha-working-hours' AND "body_ar" IN ('<p>بمناسبة عيد الأضحى المبارك، نتقدم بأطيب التهاني إلى عملائنا الكرام وإلى جميع المقيمين في دولة الإمارات. عيدكم مبارك، وكل عام وأنتم وعائلاتكم بخير.</p>
<h2>مواعيد الفروع</h2>
<p>يُغلق مكتبنا الرئيسي في دبي وفروعنا في أبوظبي والشارقة والعين خلال عطلة عيد الأضحى الرسمية التي أعلنتها الحكومة، وتعود جميعها إلى العمل في الساعة <bdi>9:00</bdi> صباحًا من أول يوم عمل بعد العطلة، بمواعيد العمل المعتادة.</p>
<h2>ما يبقى متاحًا</h2>
<ul>
<li><strong>الموقع والتطبيق:</strong> تصفّح وأضف ما يعجبك إلى قائمة المفضلة واشترِ إلكترونيًا في أي وقت، وتُعالج المدفوعات كالمعتاد.</li>
<li><strong>واتساب:</strong> يرد فريقنا على الرسائل من الساعة <bdi>4:00</bdi> عصرًا حتى <bdi>10:00</bdi> مساءً طوال أيام العطلة.</li>
<li><strong>البريد الإلكتروني:</strong> نرد على الرسائل الواردة خلال العطلة في غضون يوم عمل واحد من عودتنا.</li>
</ul>
<h2>الطلبات وعمليات النقل</h2>
<p>يُحجز كل ما تشتريه خلال العطلة باسمك فور نجاح الدفع، فلا يستطيع أحد غيرك شراءه. ولأن جهات المرور ومراكز خدمة الاتصالات تعطّل أيضًا، فستُجدول عمليات النقل ابتداءً من أول يوم عمل بعد العيد، وسيتواصل فريقنا مع العملاء وفق ترتيب استلام مدفوعاتهم.</p>
<h2>خطّط مسبقًا</h2>
<p>إذا كنت تحتاج إلى نقل لوحة قبل العطلة، لسيارة جديدة مثلًا، فيُرجى إتمام الشراء قبل بدء العطلة بثلاثة أيام عمل على الأقل ليتسنى لنا إنهاء المستندات في الوقت المناسب. أما أرقام الهواتف فيمكن تسليم شرائحها قبل العطلة إذا اكتمل الدفع قبلها بيومَي عمل على الأقل.</p>
<blockquote>كل لوحة وكل رقم فريد من نوعه، والعطلات موسم يكثر فيه الشراء. فإن لفت نظرك رقم مميز، فلا تنتظر حتى ما بعد العيد.</blockquote>
<h2>ابقَ على اطلاع</h2>
<p>سنعلن عن أي تغيير في هذه الترتيبات على موقعنا الإلكتروني وفي التطبيق وعبر حساباتنا على وسائل التواصل الاجتماعي، لذا ننصحك بمتابعتها خلال أيام العطلة.</p>
<p>شكرًا لثقتكم، وعيد مبارك من فريق عملنا كله.</p>');--> statement-breakpoint
UPDATE "seo_metadata" SET "title_ar" = 'لوحات سيارات مميزة وأرقام هواتف مميزة في الإمارات' WHERE "page_name" = 'home' AND "title_ar" IN ('لوحات سيارات مميزة وأرقام هواتف خاصة في الإمارات');--> statement-breakpoint
UPDATE "seo_metadata" SET "description_ar" = 'اشترِ لوحات سيارات مميزة من الإمارات السبع وأرقام هواتف مميزة من دو واتصالات. لوحات وأرقام تم التحقق منها ودفع آمن ومساعدة كاملة في إجراءات النقل منذ عام 2001.' WHERE "page_name" = 'home' AND "description_ar" IN ('اشترِ لوحات سيارات مميزة من الإمارات السبع وأرقام هواتف خاصة من دو واتصالات. أرقام موثّقة ودفع آمن ومساعدة كاملة في إجراءات النقل منذ عام 2001.', 'اشترِ لوحات سيارات مميزة من الإمارات السبع وأرقام هواتف مميزة من دو واتصالات. أرقام موثّقة ودفع آمن ومساعدة كاملة في إجراءات النقل منذ عام 2001.');--> statement-breakpoint
UPDATE "seo_metadata" SET "keywords_ar" = 'لوحات مميزة، أرقام مميزة، لوحات سيارات الإمارات، أرقام هواتف مميزة، أرقام دو، أرقام اتصالات، لوحات دبي' WHERE "page_name" = 'home' AND "keywords_ar" IN ('لوحات مميزة، أرقام مميزة، لوحات سيارات الإمارات، أرقام هواتف خاصة، أرقام دو، أرقام اتصالات، لوحات دبي');--> statement-breakpoint
UPDATE "seo_metadata" SET "description_ar" = 'تعرّف على مسيرتنا منذ عام 2001 في مساعدة العملاء بالإمارات على اقتناء اللوحات المميزة وأرقام الهواتف المميزة، مع لوحات وأرقام تم التحقق منها ودعم كامل للنقل.' WHERE "page_name" = 'about' AND "description_ar" IN ('تعرّف على مسيرتنا منذ عام 2001 في مساعدة العملاء بالإمارات على اقتناء اللوحات المميزة وأرقام الهواتف الخاصة، مع أرقام موثّقة ودعم كامل للنقل.', 'تعرّف على مسيرتنا منذ عام 2001 في مساعدة العملاء بالإمارات على اقتناء اللوحات المميزة وأرقام الهواتف المميزة، مع أرقام موثّقة ودعم كامل للنقل.');--> statement-breakpoint
UPDATE "seo_metadata" SET "description_ar" = 'إجابات عن أكثر الأسئلة شيوعًا حول شراء اللوحات المميزة وأرقام الهواتف المميزة: الدفع وضريبة القيمة المضافة ونقل اللوحة وتفعيل الشريحة والتسليم.' WHERE "page_name" = 'faq' AND "description_ar" IN ('إجابات عن أكثر الأسئلة شيوعًا حول شراء اللوحات المميزة وأرقام الهواتف الخاصة: الدفع وضريبة القيمة المضافة ونقل اللوحة وتفعيل الشريحة والتسليم.');--> statement-breakpoint
UPDATE "seo_metadata" SET "description_ar" = 'الشروط المطبقة عند شرائك لوحة مميزة أو رقم هاتف مميز من موقعنا: الأسعار شاملة ضريبة القيمة المضافة 5٪ والدفع الإلكتروني وقواعد النقل والاسترداد.' WHERE "page_name" = 'terms_and_conditions' AND "description_ar" IN ('الشروط المطبقة عند شرائك لوحة مميزة أو رقم هاتف خاص من موقعنا: الأسعار شاملة ضريبة القيمة المضافة 5% والدفع الإلكتروني وقواعد النقل والاسترداد.');--> statement-breakpoint
UPDATE "seo_metadata" SET "keywords_ar" = 'الشروط والأحكام، شروط البيع، سياسة الاسترداد، قواعد نقل اللوحات، ضريبة القيمة المضافة 5٪' WHERE "page_name" = 'terms_and_conditions' AND "keywords_ar" IN ('الشروط والأحكام، شروط البيع، سياسة الاسترداد، قواعد نقل اللوحات، ضريبة القيمة المضافة 5%');--> statement-breakpoint
UPDATE "seo_metadata" SET "keywords" = 'plates blog, special numbers guide, plate estimate, collecting plates, UAE plate history' WHERE "page_name" = 'blog' AND "keywords" IN ('plates blog, special numbers guide, plate valuation, collecting plates, UAE plate history');--> statement-breakpoint
UPDATE "seo_metadata" SET "title" = 'Our Services – Estimate, Requests and Transfer Help' WHERE "page_name" = 'services' AND "title" IN ('Our Services – Valuation, Requests and Transfer Help');--> statement-breakpoint
UPDATE "seo_metadata" SET "description" = 'Request a specific plate or number, get a free estimate of the one you own, sell through our listings, and let our team handle the official transfer steps.' WHERE "page_name" = 'services' AND "description" IN ('Request a specific plate or number, get a free valuation of the one you own, sell through our listings, and let our team handle the official transfer steps.');--> statement-breakpoint
UPDATE "seo_metadata" SET "keywords" = 'plate estimate, request a plate, sell my plate, number transfer service, plate transfer help' WHERE "page_name" = 'services' AND "keywords" IN ('plate valuation, request a plate, sell my plate, number transfer service, plate transfer help');--> statement-breakpoint
UPDATE "seo_metadata" SET "description_ar" = 'سجّل الدخول لمتابعة طلباتك وإدارة قائمة اللوحات والأرقام المفضلة لديك، واحصل على تنبيه عند تغيّر سعر لوحة أو رقم تتابعه أو عند توفر ما كنت تنتظره.' WHERE "page_name" = 'sign_in' AND "description_ar" IN ('سجّل الدخول لمتابعة طلباتك وإدارة قائمة اللوحات والأرقام المفضلة لديك، واحصل على تنبيه عند تغيّر سعر رقم تتابعه أو عند توفر رقم كنت تنتظره منذ مدة.');--> statement-breakpoint
UPDATE "seo_metadata" SET "description_ar" = 'أنشئ حسابًا مجانيًا لحفظ اللوحات والأرقام المفضلة وإتمام طلباتك إلكترونيًا بأمان، واستقبل تنبيهات باللوحات والأرقام الجديدة في الفئات التي تتابعها باستمرار.' WHERE "page_name" = 'register' AND "description_ar" IN ('أنشئ حسابًا مجانيًا لحفظ اللوحات والأرقام المفضلة وإتمام طلباتك إلكترونيًا بأمان، واستقبل تنبيهات بالأرقام الجديدة في الفئات التي تتابعها باستمرار.');--> statement-breakpoint
UPDATE "seo_metadata" SET "description_ar" = 'أكّد عنوان بريدك الإلكتروني لتفعيل حسابك واستقبال تحديثات طلباتك والحصول على تنبيهات فور إضافة لوحات مميزة أو أرقام هواتف مميزة جديدة إلى موقعنا.' WHERE "page_name" = 'verify_email' AND "description_ar" IN ('أكّد عنوان بريدك الإلكتروني لتفعيل حسابك واستقبال تحديثات طلباتك والحصول على تنبيهات فور إضافة لوحات مميزة أو أرقام هواتف خاصة جديدة إلى موقعنا.');--> statement-breakpoint
UPDATE "seo_metadata" SET "description_ar" = 'أدِر بياناتك الشخصية وتفضيلات التواصل وكلمة المرور، وتابع حالة طلباتك من اللوحات والأرقام المميزة من مرحلة الدفع حتى إتمام نقلها باسمك رسميًا.' WHERE "page_name" = 'profile' AND "description_ar" IN ('أدِر بياناتك الشخصية وتفضيلات التواصل وكلمة المرور، وتابع حالة طلبات اللوحات والأرقام الخاصة بك من مرحلة الدفع حتى إتمام النقل باسمك بشكل رسمي.', 'أدِر بياناتك الشخصية وتفضيلات التواصل وكلمة المرور، وتابع حالة طلبات اللوحات والأرقام المميزة بك من مرحلة الدفع حتى إتمام النقل باسمك بشكل رسمي.');--> statement-breakpoint
UPDATE "seo_metadata" SET "description_ar" = 'تابع اللوحات وأرقام الهواتف التي أعجبتك. كل لوحة وكل رقم فريد ولا يُباع إلا مرة واحدة، لذا راجع قائمتك المفضلة باستمرار واطلب ما يعجبك قبل أن يسبقك إليه غيرك.' WHERE "page_name" = 'wishlist' AND "description_ar" IN ('تابع اللوحات وأرقام الهواتف التي أعجبتك. كل رقم فريد ولا يُباع إلا مرة واحدة، لذا راجع قائمتك المفضلة باستمرار واطلب ما يعجبك قبل أن يسبقك إليه غيرك.');--> statement-breakpoint
UPDATE "seo_metadata" SET "keywords_ar" = 'المفضلة، اللوحات المحفوظة، الأرقام المحفوظة، قائمة المفضلة' WHERE "page_name" = 'wishlist' AND "keywords_ar" IN ('المفضلة، اللوحات المحفوظة، الأرقام المحفوظة، قائمة الرغبات');--> statement-breakpoint
UPDATE "seo_metadata" SET "description" = 'Your payment was received. We have reserved your item and emailed a tax invoice; our team will contact you within one working day to arrange the transfer steps.' WHERE "page_name" = 'payment_success' AND "description" IN ('Your payment was received. We have reserved your item and emailed a VAT invoice; our team will contact you within one working day to arrange the transfer steps.');--> statement-breakpoint
UPDATE "seo_metadata" SET "description_ar" = 'استلمنا دفعتك بنجاح وحجزنا لك ما اشتريته، وأرسلنا إليك فاتورة ضريبية عبر البريد الإلكتروني. سيتواصل معك فريقنا خلال يوم عمل واحد لترتيب إجراءات النقل باسمك.' WHERE "page_name" = 'payment_success' AND "description_ar" IN ('استلمنا دفعتك بنجاح وحجزنا طلبك، وأرسلنا إليك فاتورة ضريبية عبر البريد الإلكتروني. سيتواصل معك فريقنا خلال يوم عمل واحد لترتيب إجراءات النقل باسمك.');--> statement-breakpoint
UPDATE "seo_metadata" SET "keywords" = 'payment successful, order confirmed, tax invoice' WHERE "page_name" = 'payment_success' AND "keywords" IN ('payment successful, order confirmed, VAT invoice');--> statement-breakpoint
UPDATE "seo_metadata" SET "description_ar" = 'أكمل شراء لوحتك عبر الإنترنت. الأسعار شاملة ضريبة القيمة المضافة 5٪، وبعد الدفع نرشدك في إجراءات النقل بالهوية الإماراتية والملف المروري في إمارة اللوحة.' WHERE "page_name" = 'buy_plates' AND "description_ar" IN ('أكمل شراء لوحتك عبر الإنترنت. الأسعار شاملة ضريبة القيمة المضافة 5%، وبعد الدفع نرشدك في إجراءات النقل بالهوية الإماراتية وملف المرور في إمارة اللوحة.', 'أكمل شراء لوحتك عبر الإنترنت. الأسعار شاملة ضريبة القيمة المضافة 5٪، وبعد الدفع نرشدك في إجراءات النقل بالهوية الإماراتية وملف المرور في إمارة اللوحة.');--> statement-breakpoint
UPDATE "seo_metadata" SET "description_ar" = 'أكمل شراء رقمك المميز عبر الإنترنت. الأسعار شاملة ضريبة القيمة المضافة 5٪، وبعد الدفع نرتّب نقل الرقم لدى دو أو اتصالات ونساعدك على تفعيل شريحتك الجديدة.' WHERE "page_name" = 'buy_numbers' AND "description_ar" IN ('أكمل شراء رقمك المميز عبر الإنترنت. الأسعار شاملة ضريبة القيمة المضافة 5%، وبعد الدفع نرتّب نقل الرقم لدى دو أو اتصالات ونساعدك على تفعيل شريحتك الجديدة.');--> statement-breakpoint
UPDATE "banners" SET "subtitle_ar" = 'أكثر من 5000 لوحة تم التحقق منها، ودفع إلكتروني آمن، ومساعدة كاملة في إجراءات النقل.' WHERE "link" = '/plates' AND "subtitle_ar" IN ('أكثر من 5000 لوحة موثّقة، ودفع إلكتروني آمن، ومساعدة كاملة في إجراءات النقل.');--> statement-breakpoint
UPDATE "banners" SET "title" = 'Free Estimates and Transfer Assistance' WHERE "link" = '/services' AND "title" IN ('Free Valuation and Transfer Assistance');--> statement-breakpoint
UPDATE "constants" SET "value" = 'منذ عام 2001 نساعد الهواة والعائلات والشركات في أنحاء الإمارات على اقتناء لوحات السيارات المميزة من الإمارات السبع وأرقام الهواتف المميزة من دو واتصالات. نتحقق من كل لوحة وكل رقم قبل عرضه، ويرافقك فريقنا في الدفع وإجراءات النقل الرسمية من البداية حتى النهاية.' WHERE "key" = 'about_us_footer_ar' AND "value" IN ('منذ عام 2001 نساعد الهواة والعائلات والشركات في أنحاء الإمارات على اقتناء لوحات السيارات المميزة من الإمارات السبع وأرقام الهواتف الخاصة من دو واتصالات. نتحقق من كل رقم قبل عرضه، ويرافقك فريقنا في الدفع وإجراءات النقل الرسمية من البداية حتى النهاية.', 'منذ عام 2001 نساعد الهواة والعائلات والشركات في أنحاء الإمارات على اقتناء لوحات السيارات المميزة من الإمارات السبع وأرقام الهواتف المميزة من دو واتصالات. نتحقق من كل رقم قبل عرضه، ويرافقك فريقنا في الدفع وإجراءات النقل الرسمية من البداية حتى النهاية.');
