import { defineMessages } from "../define.ts";

// The form kit's own words: the rich-text toolbar and the time zone of date fields.
export const forms = defineMessages(
  {
    "forms.uaeTime": "UAE time (Dubai).",
    "forms.rich.hint": "Formatted text: paragraphs, headings, lists, links and images.",
    "forms.rich.toolbar": "Formatting of {label}",
    "forms.rich.bold": "Bold",
    "forms.rich.italic": "Italic",
    "forms.rich.heading": "Heading",
    "forms.rich.list": "List",
    "forms.rich.link": "Link",
    "forms.rich.image": "Image",
  },
  {
    "forms.uaeTime": "بتوقيت الإمارات (دبي).",
    "forms.rich.hint": "نص منسّق: فقرات وعناوين وقوائم وروابط وصور.",
    "forms.rich.toolbar": "تنسيق {label}",
    "forms.rich.bold": "عريض",
    "forms.rich.italic": "مائل",
    "forms.rich.heading": "عنوان",
    "forms.rich.list": "قائمة",
    "forms.rich.link": "رابط",
    "forms.rich.image": "صورة",
  },
);
