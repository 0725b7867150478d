import { defineMessages } from "../define.ts";

// Uploads (identity documents, ownership cards, photos): spec section 5.
export const uploads = defineMessages(
  {
    "upload.empty": "Please choose a file: this one is empty.",
    "upload.tooLarge": "The image must not be greater than 2MB.",
    "upload.notImage": "The image must be a file of type: jpg, jpeg, png.",
    "upload.corrupt": "This image could not be read. It may be damaged or incomplete; please choose another.",
    "upload.tooManyPixels": "This image is too large in pixels. Please choose a smaller one (at most 6000 × 4000).",
  },
  {
    "upload.empty": "يرجى اختيار ملف: هذا الملف فارغ.",
    "upload.tooLarge": "يجب ألا يزيد حجم الصورة على 2 ميغابايت.",
    "upload.notImage": "يجب أن تكون الصورة ملفًا من نوع: jpg أو jpeg أو png.",
    "upload.corrupt": "تعذرت قراءة هذه الصورة. قد تكون تالفة أو ناقصة؛ يرجى اختيار صورة أخرى.",
    "upload.tooManyPixels": "أبعاد هذه الصورة كبيرة جدًا. يرجى اختيار صورة أصغر (6000 × 4000 على الأكثر).",
  },
);
