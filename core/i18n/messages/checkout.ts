import { defineMessages } from "../define.ts";

// Checkout: holds, payment, outcome pages and the receipt (spec sections 4 and 8).
export const checkout = defineMessages(
  {
    "checkout.reserved": "Someone else is buying this item right now. It is reserved for them; please look again in a few minutes.",
    "checkout.sold": "This item has been sold.",
    "checkout.holdEnded": "Your reservation of this item has ended. Please start again from the item's page.",
    "checkout.orderNotFound": "We could not find this order.",
    "checkout.item": "Item",
    "checkout.invoiceNumber": "Tax invoice number",
    "checkout.badCallback": "This notice could not be verified.",
    "checkout.mail.receiptSubject": "Your purchase is confirmed: order {order}",
    "checkout.mail.receiptBody": "Thank you. We have received your payment for {item}, and it is yours. Our team will contact you within one working day about the transfer.",
    "checkout.mail.refundSubject": "Your payment has been refunded: order {order}",
    "checkout.mail.refundBody": "We are sorry: your reservation of {item} ended before your payment arrived, and the item was sold to another buyer. We have refunded your payment in full; your bank may take a few days to show it.",
    "checkout.mail.viewOrder": "View your order",
  },
  {
    "checkout.reserved": "هناك من يشتري هذا المنتج الآن، وهو محجوز له؛ يرجى المحاولة بعد بضع دقائق.",
    "checkout.sold": "تم بيع هذا المنتج.",
    "checkout.holdEnded": "انتهى حجزك لهذا المنتج. يرجى البدء من جديد من صفحة المنتج.",
    "checkout.orderNotFound": "لم نعثر على هذا الطلب.",
    "checkout.item": "المنتج",
    "checkout.invoiceNumber": "رقم الفاتورة الضريبية",
    "checkout.badCallback": "تعذر التحقق من هذا الإشعار.",
    "checkout.mail.receiptSubject": "تم تأكيد عملية الشراء: الطلب {order}",
    "checkout.mail.receiptBody": "شكرًا لك. استلمنا دفعتك مقابل {item}، وأصبح ملكًا لك. سيتواصل معك فريقنا خلال يوم عمل واحد بشأن إجراءات النقل.",
    "checkout.mail.refundSubject": "تم رد دفعتك: الطلب {order}",
    "checkout.mail.refundBody": "نعتذر منك: انتهى حجزك لـ {item} قبل وصول دفعتك، وتم بيعه لمشترٍ آخر. رددنا إليك المبلغ كاملًا، وقد يستغرق ظهوره في حسابك بضعة أيام.",
    "checkout.mail.viewOrder": "عرض طلبك",
  },
);
