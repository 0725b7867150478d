import { defineMessages } from "../define.ts";

// The Products search (/products; issue 31, decision 0063): plates and both operators' numbers in one list.
export const products = defineMessages(
  {
    "route.products": "Products",
    "products.searchLabel": "Search plates and numbers",
    "products.kind": "Kind",
    "products.kindInvalid": "Please choose plates, du numbers or Etisalat numbers.",
    "products.pageMax": "Only the first 20 pages are shown: narrow the search with the filters.",
    "products.plate": "Plate",
    "products.number": "Number",
  },
  {
    "route.products": "المنتجات",
    "products.searchLabel": "ابحث في اللوحات والأرقام",
    "products.kind": "النوع",
    "products.kindInvalid": "يرجى اختيار اللوحات أو أرقام دو أو أرقام اتصالات.",
    "products.pageMax": "تُعرض أول 20 صفحة فقط: ضيّق البحث بخيارات التصفية.",
    "products.plate": "لوحة",
    "products.number": "رقم",
  },
);
