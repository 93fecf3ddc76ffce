import { Migration } from '@mikro-orm/migrations';

/** The free-text offline payment instructions the product seeded before structured details (issue 25 item 8). */
const OLD_SEED = JSON.stringify([
  'Bank transfer or mobile money: ask your patient coordinator for the account details,',
  'and quote your booking reference with the payment.',
]);

/**
 * Offline payment details become structured (issue 25 item 8): a bank account and mobile-money
 * numbers, validated, beside the instructions. Instructions an admin wrote are kept as the
 * instructions of the new details, with no bank account or number (which an admin then enters);
 * the old seed's are dropped, so that the new seed applies until an admin saves Settings, as it
 * does for any setting added later (`readSiteSettings`).
 */
export class Migration20261124120000_offline_payment_details extends Migration {
  override up(): void {
    this.addSql(
      `update settings
          set value = (value - 'offlinePaymentInstructions')
            || case when value -> 'offlinePaymentInstructions' = '${OLD_SEED}'::jsonb then '{}'::jsonb
               else jsonb_build_object('offlinePayment',
                      jsonb_build_object('bank', null, 'mobileMoney', '[]'::jsonb, 'instructions', value -> 'offlinePaymentInstructions'))
               end
        where key = 'site' and value -> 'offlinePaymentInstructions' is not null;`,
    );
  }

  override down(): void {
    // The old version needs at least one line: the old seed's stand in for none.
    this.addSql(
      `update settings
          set value = (value - 'offlinePayment' - 'depositRefundPolicy')
            || jsonb_build_object('offlinePaymentInstructions',
                 coalesce(nullif(value -> 'offlinePayment' -> 'instructions', '[]'::jsonb), '${OLD_SEED}'::jsonb))
        where key = 'site' and value -> 'offlinePayment' is not null;`,
    );
  }
}
