import { defineMessages } from "../define.ts";

// The admin data table: sorting, filters, selection and bulk actions.
export const tables = defineMessages(
  {
    "table.badSort": "This list cannot be sorted that way.",
    "table.sortBy": "Sort by {column}",
    "table.sortedAsc": "sorted ascending",
    "table.sortedDesc": "sorted descending",
    "table.filter": "Filter",
    "table.clear": "Clear",
    "table.any": "Any",
    "table.select": "Select",
    "table.selectPage": "Select every row on this page",
    "table.selected": "{n} selected",
    "table.noneSelected": "Please select at least one row.",
    "table.bulkActions": "With the selected rows",
  },
  {
    "table.badSort": "لا يمكن ترتيب هذه القائمة بهذه الطريقة.",
    "table.sortBy": "الترتيب حسب {column}",
    "table.sortedAsc": "مرتبة تصاعديًا",
    "table.sortedDesc": "مرتبة تنازليًا",
    "table.filter": "تصفية",
    "table.clear": "مسح",
    "table.any": "الكل",
    "table.select": "تحديد",
    "table.selectPage": "تحديد كل الصفوف في هذه الصفحة",
    "table.selected": "تم تحديد {n}",
    "table.noneSelected": "يرجى تحديد صف واحد على الأقل.",
    "table.bulkActions": "للصفوف المحددة",
  },
);
