import { defineMessages } from "../define.ts";

// The error catalogue of the specification, plus the page-level errors.
export const errors = defineMessages(
  {
    "error.notFound": "This page could not be found",
    "error.backHome": "Back to the home page",
    "error.generic": "An error happened while processing your request.",
    "error.errorPageFailed": "An error occurred while showing the error page",
    "error.status": "Error {status}",
    "error.blogNotFound": "The blog is not found.",
    "error.newNotFound": "The new is not found.",
    "error.itemNotFound": "Item is not found.",
    "error.somethingWrong": "Something Went Wrong With Your Request.",
    "error.retrieveData": "Error while retrieving the data.",
    "error.apiNotFound": "This API route does not exist.",
    "error.validation": "Some fields are not valid.",
    "error.tooManyRequests": "Too many requests. Please wait a moment and try again.",
    "error.reloading": "A new version of the site is available; reloading…",
  },
  {
    "error.notFound": "تعذر العثور على هذه الصفحة",
    "error.backHome": "العودة إلى الصفحة الرئيسية",
    "error.generic": "حدث خطأ أثناء معالجة طلبك.",
    "error.errorPageFailed": "حدث خطأ أثناء عرض صفحة الخطأ",
    "error.status": "خطأ {status}",
    "error.blogNotFound": "المقالة غير موجودة.",
    "error.newNotFound": "الخبر غير موجود.",
    "error.itemNotFound": "العنصر غير موجود.",
    "error.somethingWrong": "حدث خطأ ما في طلبك.",
    "error.retrieveData": "حدث خطأ أثناء جلب البيانات.",
    "error.apiNotFound": "مسار واجهة البرمجة هذا غير موجود.",
    "error.validation": "بعض الحقول غير صالحة.",
    "error.tooManyRequests": "طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مجددًا.",
    "error.reloading": "تتوفر نسخة جديدة من الموقع؛ جارٍ إعادة التحميل…",
  },
);
