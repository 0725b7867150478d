#!/bin/sh
# Lines per admin section (decision 0054): its route modules, then its server files (service, route helpers).
# Run from the repository root: sh scripts/admin-section-lines.sh. A file missing from a list counts nothing.
R=app/routes/admin
count() { cat "$@" 2>/dev/null | wc -l; }
row() { name=$1; routes=$2; server=$3
  printf '| %s | %s | %s |\n' "$name" "$(count $routes)" "$(count $server)"; }
echo "| section | route lines | server lines |"
echo "|---|---|---|"
row users "$R/users.tsx $R/user.tsx" "server/modules/access/users-admin.ts"
row roles "$R/roles.tsx $R/role.tsx" "server/modules/access/access.service.ts server/modules/access/roles-admin.ts"
row permissions "$R/permissions.tsx" ""
row packages "$R/packages.tsx $R/package.tsx $R/package-form.tsx" "server/modules/catalog/packages-admin.ts"
row transactions "$R/transactions.tsx $R/transaction.tsx $R/transactions.server.ts $R/transactions-export.ts $R/transaction-invoice.ts" "server/modules/checkout/transactions-admin.ts"
row ads "$R/ads.tsx $R/ad.tsx app/lib/ads.server.ts" "server/modules/ads/ads.service.ts"
row jobs "$R/jobs.tsx" "server/modules/jobs/job-queue.ts"
row outbox "$R/outbox.tsx $R/outbox-message.tsx" "server/modules/mail/mail.service.ts"
row audit "$R/audit.tsx" "server/modules/audit/audit.service.ts"
row settings "$R/settings.tsx" "server/modules/catalog/fee-settings-admin.ts server/modules/content/constants-admin.ts"
row traffic_data "$R/traffic-data.tsx" "server/modules/checkout/verifications.service.ts"
row "requests (5)" "$R/requests.tsx $R/request.tsx $R/request-parts.tsx $R/requests.server.ts $R/requests-export.ts" "server/modules/requests/requests-admin.ts server/modules/requests/requests-admin.routes.ts"
row "admin.server.ts" "$R/admin.server.ts" ""
row plates "$R/plates.tsx $R/plate.tsx" "server/modules/catalog/plates-admin.ts"
row "du + etisalat numbers (family)" "$R/numbers.tsx $R/number.tsx $R/numbers.server.ts" "server/modules/catalog/numbers-admin.ts"
row "items (shared by plates and numbers)" "$R/items.server.ts app/components/admin/item-admin-parts.tsx" "server/modules/catalog/items-admin.ts server/modules/catalog/items-admin.routes.ts"
row promocodes "$R/promocodes.tsx $R/promocode.tsx $R/promocode-form.tsx" "server/modules/checkout/promocodes-admin.ts"
row reference_data "$R/reference-data.tsx $R/reference-data-emirate.tsx $R/reference-data-type.tsx $R/reference-data.server.ts $R/reference-data-parts.tsx" "server/modules/catalog/reference-data-admin.ts"
row banners "$R/banners.tsx $R/banner.tsx" "server/modules/content/banners-admin.ts"
row website_pages "$R/website-pages.tsx $R/website-page.tsx $R/website-pages.server.ts app/components/admin/website-page-form.tsx" "server/modules/content/website-pages-admin.ts"
row metadata "$R/metadata.tsx $R/metadata-page.tsx app/components/admin/metadata-parts.tsx" "server/modules/content/metadata-admin.ts"
row "blogs + news (family)" "$R/posts.tsx $R/post.tsx $R/posts.server.ts app/components/admin/post-form.tsx" "server/modules/content/posts-admin.ts"
row dashboard "$R/dashboard.tsx $R/dashboard.server.ts" "server/modules/dashboard/dashboard.service.ts server/modules/dashboard/sales-figures.ts server/modules/dashboard/stock-figures.ts server/modules/dashboard/search-log.ts"
