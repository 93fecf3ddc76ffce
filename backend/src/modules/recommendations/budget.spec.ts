import { BUDGET_RANGES, budgetMaximum, parseBudget, sharedCurrencyOf } from '@medtour/contracts';

describe('budgetMaximum', () => {
  it.each([
    ['Under $5,000', 5000],
    ['$5,000 - $15,000', 15000],
    ['$15,000 - $30,000', 30000],
    ['$30,000 - $50,000', 50000],
    ['Over $50,000', null],
    ['Cost is not a concern', null],
    [null, null],
    ['', null],
  ])('reads %j as a maximum of %j', (range, expected) => {
    expect(budgetMaximum(range)).toBe(expected);
  });

  it('reads every range of the assessment', () => {
    expect(BUDGET_RANGES.map(budgetMaximum)).toEqual([5000, 15000, 30000, 50000, null, null]);
  });

  it('is US dollars only: a budget in another currency needs a rate', () => {
    expect(budgetMaximum('RM 30,000')).toBeNull();
  });
});

describe('parseBudget: budgets as patients type them', () => {
  it.each([
    ['$20k', 20000, 'USD'],
    ['$20K', 20000, 'USD'],
    ['20,000 USD', 20000, 'USD'],
    ['USD 20000', 20000, 'USD'],
    ['usd20000', 20000, 'USD'],
    ['20000', 20000, 'USD'],
    ['around 20 000 dollars', 20000, 'USD'],
    ['up to $1.5k', 1500, 'USD'],
    ['between 10k and 15k', 15000, 'USD'],
    ['$10k-$12k', 12000, 'USD'],
    ['RM 30,000', 30000, 'MYR'],
    ['rm30000', 30000, 'MYR'],
    ['30000 ringgit', 30000, 'MYR'],
    ['₦5,000,000', 5_000_000, 'NGN'],
    ['5 million naira', 5_000_000, 'NGN'],
    ['NGN 2.5m', 2_500_000, 'NGN'],
    // "N" as Nigerians type ₦, before a sum only.
    ['we don gather N20m for my mama spinal fusion', 20_000_000, 'NGN'],
    ['N 500k', 500_000, 'NGN'],
    ['N2,000,000', 2_000_000, 'NGN'],
    ['N15000', 15_000, 'NGN'],
    ['KES 500k', 500_000, 'KES'],
    ['Ksh 450,000', 450_000, 'KES'],
    ['shilingi za kenya milioni 2', 2_000_000, 'KES'],
    ['UGX 20,000,000', 20_000_000, 'UGX'],
    ['TZS 30m', 30_000_000, 'TZS'],
    ['GHS 100,000', 100_000, 'GHS'],
    ['R 150 000', 150_000, 'ZAR'],
    ['200000 rand', 200_000, 'ZAR'],
    ['EGP 400,000', 400_000, 'EGP'],
    ['ETB 900000', 900_000, 'ETB'],
    ['80 000 dirhams marocains', 80_000, 'MAD'],
    // Names several countries share: whose, the patient's home says (below).
    ['80 000 dirhams', 80_000, 'DIRHAM'],
    ['500k shillings', 500_000, 'SHILLING'],
    ['٤٠ ألف ريال', 40_000, 'RIYAL'],
    ['20 lakh rupees', 2_000_000, 'RUPEE'],
    ['150 000 roupies', 150_000, 'ROUPIE'],
    ['150 000 roupies mauriciennes', 150_000, 'MUR'],
    ['8 lakh taka', 800_000, 'BDT'],
    // Amounts in words, and "and a half".
    ['مليون ونص دينار', 1_500_000, 'DINAR'],
    ['٢ مليون ونص جنيه', 2_500_000, 'EGP'],
    ['a million naira', 1_000_000, 'NGN'],
    ['half a million shillings', 500_000, 'SHILLING'],
    ['milioni mbili shilingi', 2_000_000, 'SHILLING'],
    ['٣٠٠ ألف بر', 300_000, 'ETB'],
    // A currency written as its country beside an amount, or in slang; the CFA francs both written "FCFA".
    ['milioni 20 za Uganda', 20_000_000, 'UGX'],
    ['Nina Ugx 10 milioni kurekebisha pua', 10_000_000, 'UGX'],
    ['tuna 500 elfu Ksh', 500_000, 'KES'],
    ['milioni 15 za Burundi', 15_000_000, 'BIF'],
    ['franka milioni 20 za Kongo', 20_000_000, 'CDF'],
    ['nina 800k bob', 800_000, 'SHILLING'],
    ['8 millions de francs CFA', 8_000_000, 'CFA'],
    ['DZD 2 000 000', 2_000_000, 'DZD'],
    ['moins de 20 000 $', 20000, 'USD'],
    ['20.000 €', 20000, 'EUR'],
    ['£15k', 15000, 'GBP'],
    ['٢٠ ألف دولار', 20000, 'USD'],
    ['dola 5000', 5000, 'USD'],
    // Lakhs and crores, Swahili units before numbers in words, and currencies with no staff rate named as patients do.
    ['budget is around 6 lakh taka', 600_000, 'BDT'],
    ['2 crore rupees PKR', 20_000_000, 'PKR'],
    ['Niko na laki tano Ksh', 500_000, 'KES'],
    ['nina elfu kumi dola', 10_000, 'USD'],
    ['Nina faranga za Rwanda milioni 5', 5_000_000, 'RWF'],
    ['3 millions de francs congolais', 3_000_000, 'CDF'],
    // Algerian centimes (hundredths of a dinar), and the same sum said again in brackets: no range.
    ["j'ai 30 millions (en centimes)", 300_000, 'CENTIME'],
    ["j'ai 41 millions et demi de centimes pour une liposuccion", 415_000, 'CENTIME'],
    ['111 millions de centimes DZD', 1_110_000, 'DZD'],
    ['١٧٠ مليون سنتيم دينار', 1_700_000, 'DINAR'],
    ['DZD 1 110 000 (111 millions)', 1_110_000, 'DZD'],
    ['مليون و٧٠٠ ألف دينار (١٧٠ مليون سنتيم)', 1_700_000, 'DINAR'],
    ['milioni 2 na laki 5 Ksh', 2_500_000, 'KES'],
    ['between 10k and 15k (about the price of a car)', 15000, 'USD'],
  ])('reads %j as %d %s', (text, amount, currency) => {
    expect(parseBudget(text)).toEqual({ amount, currency });
  });

  it.each([['do i need an N95 mask on the plane'], ['N20 for the taxi'], ['room N 12']])(
    'reads no naira in %j (an "N" before a small number)',
    (text) => {
      expect(parseBudget(text, { currencyRequired: true })).toBeNull();
    },
  );

  it('reads "taka" as the currency only beside an amount (Swahili "nataka", "taka": to want)', () => {
    expect(parseBudget('taka kujua bei ya 5000', { currencyRequired: true })).toBeNull();
  });

  it.each([['Over $50,000'], ['more than 20k'], ['at least RM 10,000'], ['plus de 10 000 $'], ['no limit'], ['flexible'], [''], [null]])(
    'reads %j as no maximum',
    (text) => {
      expect(parseBudget(text)).toBeNull();
    },
  );
});

describe('a currency name several countries share', () => {
  it.each([
    ['SHILLING', 'Tanzania', 'TZS'],
    ['SHILLING', 'Uganda', 'UGX'],
    ['SHILLING', null, 'KES'],
    ['DINAR', 'Tunisia', 'TND'],
    ['DINAR', 'Algeria', 'DZD'],
    ['DINAR', 'Nigeria', 'DZD'],
    ['DIRHAM', 'United Arab Emirates', 'AED'],
    ['DIRHAM', null, 'MAD'],
    ['RIYAL', 'Egypt', 'SAR'],
    ['RUPEE', 'Pakistan', 'PKR'],
    ['RUPEE', 'Mauritius', 'MUR'],
    ['RUPEE', null, 'INR'],
    ['ROUPIE', null, 'MUR'],
    ['ROUPIE', 'Seychelles', 'SCR'],
    ['ROUPIE', 'India', 'INR'],
    ['NGN', 'Kenya', 'NGN'],
    ['CFA', 'Cameroon', 'XAF'],
    ['CFA', 'Senegal', 'XOF'],
    ['CENTIME', 'Morocco', 'MAD'],
    ['CENTIME', 'Algeria', 'DZD'],
    ['CENTIME', null, 'DZD'],
  ])('%s for a patient in %s is %s', (written, country, currency) => {
    expect(sharedCurrencyOf(written, country)).toBe(currency);
  });

  it('reads no budget in « ألف شكر » (a thousand thanks): a chat needs a currency beside an amount', () => {
    expect(parseBudget('ألف شكر', { currencyRequired: true })).toBeNull();
  });

  it('reads a name or a place as a currency only beside an amount (Bob, "hospitali za Kenya")', () => {
    expect(parseBudget('hospitali za Kenya ni ghali, nina miaka 45', { currencyRequired: true })).toBeNull();
    expect(parseBudget('my friend Bob has 5000 dollars', { currencyRequired: true })).toEqual({ amount: 5000, currency: 'USD' });
  });
});
