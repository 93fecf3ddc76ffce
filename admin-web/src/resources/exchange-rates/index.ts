import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { lazy } from 'react';

const exchangeRates = {
  list: lazy(() => import('./ExchangeRateList').then((m) => ({ default: m.ExchangeRateList }))),
  create: lazy(() => import('./ExchangeRateCreate').then((m) => ({ default: m.ExchangeRateCreate }))),
  edit: lazy(() => import('./ExchangeRateEdit').then((m) => ({ default: m.ExchangeRateEdit }))),
  icon: CurrencyExchangeIcon,
  recordRepresentation: (record: { currency: string; asOf: string }) => `${record.currency} of ${record.asOf}`,
};

export default exchangeRates;
