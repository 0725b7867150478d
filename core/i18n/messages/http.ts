import { defineMessages } from "../define.ts";

// What the server answers for a request it refuses before any page or API route runs (a broken request, a body
// too large or not UTF-8, a timeout, a restart). Only the server says these: no page gets this group.
export const http = defineMessages(
  {
    "http.badRequest": "This request could not be read.",
    "http.badText": "This request holds text that is not valid UTF-8.",
    "http.tooLarge": "This request is too large.",
    "http.timeout": "The request took too long to arrive.",
    "http.headersTooLarge": "The headers of this request are too large.",
    "http.unavailable": "The site is restarting. Please try again in a moment.",
    "http.crossOrigin": "This request did not come from this site's own pages, so nothing was changed. Please open the page on this site and try again.",
  },
  {
    "http.badRequest": "تعذّرت قراءة هذا الطلب.",
    "http.badText": "يحتوي هذا الطلب على نص غير صالح (ليس بترميز UTF-8).",
    "http.tooLarge": "هذا الطلب أكبر من المسموح.",
    "http.timeout": "استغرق وصول هذا الطلب وقتًا أطول من المسموح.",
    "http.headersTooLarge": "ترويسات هذا الطلب أكبر من المسموح.",
    "http.unavailable": "يُعاد تشغيل الموقع الآن. يرجى المحاولة بعد لحظات.",
    "http.crossOrigin": "لم يصدر هذا الطلب عن صفحات هذا الموقع، فلم يُغيَّر شيء. يرجى فتح الصفحة على هذا الموقع والمحاولة مجددًا.",
  },
);
