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
row transactions "$R/transactions.tsx $R/transaction.tsx $R/transactions.server.ts $R/transactions-export.ts $R/transaction-invoice.ts" "server/modules/checkout/orders-admin.ts server/modules/checkout/transactions-admin.ts"
row ads "$R/ads.tsx $R/ad.tsx app/lib/ads.server.ts" "server/modules/ads/ads.service.ts"
row jobs "$R/jobs.tsx" "server/modules/jobs/job-queue.ts"
row outbox "$R/outbox.tsx $R/outbox-message.tsx" "server/modules/mail/mail.service.ts"
row audit "$R/audit.tsx" "server/modules/audit/audit.service.ts"
row settings "$R/settings.tsx" "server/modules/catalog/fee-settings-admin.ts server/modules/content/constants-admin.ts"
row traffic_data "$R/traffic-data.tsx" "server/modules/checkout/verifications.service.ts"
row "requests (5)" "$R/requests.tsx $R/request.tsx $R/request-parts.tsx $R/requests.server.ts $R/requests-export.ts" "server/modules/requests/requests-admin.ts server/modules/requests/requests-admin.routes.ts"
row "admin.server.ts" "$R/admin.server.ts" ""
