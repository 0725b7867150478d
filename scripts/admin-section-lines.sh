#!/bin/sh
# Lines per admin section (decisions 0054, 0066): its route folder (app/routes/admin/<registry id, hyphens>/,
# every file in it), then its server files (admin service, its API routes). A family counts once, under its folder.
# Run from the repository root: sh scripts/admin-section-lines.sh. A missing file or folder counts nothing.
R=app/routes/admin
S=server/modules
count() { for p in "$@"; do [ -e "$p" ] && find "$p" -type f \( -name '*.ts' -o -name '*.tsx' \); done | xargs -r cat | wc -l; }
row() { name=$1; routes=$2; server=$3
  # shellcheck disable=SC2086 # the lists are space-separated on purpose
  printf '| %s | %s | %s |\n' "$name" "$(count $routes)" "$(count $server)"; }
echo "| section | route lines | server lines |"
echo "|---|---|---|"
row users "$R/users" "$S/access/users-admin.ts"
row roles "$R/roles" "$S/access/access.service.ts $S/access/roles-admin.ts"
row permissions "$R/permissions" ""
row packages "$R/packages" "$S/catalog/packages-admin.ts"
row transactions "$R/transactions" "$S/checkout/transactions-admin.ts"
row ads "$R/ads app/lib/ads.server.ts" "$S/ads/ads.service.ts"
row jobs "$R/jobs" "$S/jobs/job-queue.ts"
row outbox "$R/outbox" "$S/mail/mail.service.ts"
row audit "$R/audit" "$S/audit/audit.service.ts"
row settings "$R/settings" "$S/catalog/fee-settings-admin.ts $S/content/constants-admin.ts"
row traffic_data "$R/traffic-data" "$S/checkout/traffic-data-admin.ts"
row "requests (5, family)" "$R/requests" "$S/requests/requests-admin.ts $S/requests/requests-admin.routes.ts"
row plates "$R/plates" "$S/catalog/plates-admin.ts"
row "du + etisalat numbers (family)" "$R/numbers" "$S/catalog/numbers-admin.ts"
row promocodes "$R/promocodes" "$S/checkout/promocodes-admin.ts"
row reference_data "$R/reference-data" "$S/catalog/reference-data-admin.ts"
row banners "$R/banners" "$S/content/banners-admin.ts"
row website_pages "$R/website-pages" "$S/content/website-pages-admin.ts"
row metadata "$R/metadata" "$S/content/metadata-admin.ts"
row "blogs + news (family)" "$R/posts" "$S/content/posts-admin.ts"
row dashboard "$R/dashboard" "$S/dashboard/dashboard.service.ts $S/dashboard/sales-figures.ts $S/dashboard/stock-figures.ts $S/dashboard/search-log.ts"
row import "$R/import" "$S/import/import.service.ts $S/import/import-jobs.ts $S/import/import-rows.ts $S/import/import-sheets.ts $S/import/read-rows.ts $S/import/file-gate.ts"
row export "$R/export" "$S/export/export.service.ts $S/export/export-kinds.ts $S/export/export-writer.ts"
row offers "$R/offers" "$S/offers/offers-admin.ts"
row auctions "$R/auctions" "$S/auctions/auctions-admin.ts $S/auctions/forfeit.ts"
row bundles "$R/bundles" "$S/catalog/bundles-admin.ts"
# Shared by several sections: the kit's page helpers, the items' parts (plates and numbers), the admin shell.
row "shared: items (plates and numbers)" "$R/items.server.ts $R/offer-terms.server.ts app/components/admin/item-admin-parts.tsx" "$S/catalog/items-admin.ts $S/catalog/items-admin.routes.ts"
row "shared: admin.server.ts, layout, home" "$R/admin.server.ts $R/layout.tsx $R/home.tsx" ""
