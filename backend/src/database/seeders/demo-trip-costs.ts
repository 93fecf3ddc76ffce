import type { EntityManager } from '@mikro-orm/postgresql';
import type { HomeCountryCode } from '@medtour/contracts';
import { AccommodationRate } from '../../modules/trips/entities/accommodation-rate.entity.js';
import { TravelFare } from '../../modules/trips/entities/travel-fare.entity.js';
import { VisaCost } from '../../modules/trips/entities/visa-cost.entity.js';
import { DESTINATIONS } from './demo-catalogue.js';

/*
 * Demo figures of the trip estimate, for every destination of the demo catalogue and every home
 * country: approximate, as researched for November 2026 (economy return fares through the usual
 * Gulf, Ethiopian, Kenyan, Turkish or South-East Asian hubs; visa fees as the destinations publish them for each
 * nationality; a mid-range hotel or serviced apartment near the hospitals). Staff replace them in the
 * back office (Travel Fares, Visa Costs, Accommodation Rates).
 */

export const DEMO_TRIP_COSTS_AS_OF = '2026-11-16';
export const DEMO_FARE_SOURCE = 'Demo figure: typical economy return fare, November 2026 (approximate)';
export const DEMO_VISA_SOURCE = 'Demo figure: published visa fee, November 2026 (approximate; check with the embassy)';
export const DEMO_STAY_SOURCE = 'Demo figure: mid-range hotel or serviced apartment near the hospitals, November 2026 (approximate)';

type DestinationCode = 'MY' | 'TH' | 'IN' | 'TR' | 'KR';
type Range = readonly [min: number, max: number];

/** Return economy fares per person, US dollars: [lowest, highest] by destination and home country. */
export const DEMO_FARES: Readonly<Record<DestinationCode, Readonly<Record<HomeCountryCode, Range>>>> = {
  MY: {
    NG: [900, 1600],
    ZA: [750, 1400],
    KE: [700, 1300],
    GH: [1000, 1700],
    UG: [800, 1400],
    TZ: [800, 1400],
    ET: [700, 1250],
    MA: [900, 1550],
    EG: [700, 1200],
    DZ: [950, 1600],
    ID: [150, 400],
    BD: [300, 650],
    PK: [450, 900],
    PH: [200, 500],
    VN: [150, 400],
    MM: [200, 450],
    LK: [300, 650],
    NP: [300, 650],
  },
  TH: {
    NG: [950, 1700],
    ZA: [800, 1450],
    KE: [650, 1200],
    GH: [1050, 1800],
    UG: [750, 1350],
    TZ: [750, 1350],
    ET: [600, 1100],
    MA: [950, 1600],
    EG: [700, 1250],
    DZ: [1000, 1650],
    ID: [200, 450],
    BD: [250, 550],
    PK: [450, 900],
    PH: [200, 500],
    VN: [150, 350],
    MM: [150, 350],
    LK: [350, 700],
    NP: [300, 650],
  },
  IN: {
    NG: [700, 1300],
    ZA: [600, 1100],
    KE: [450, 900],
    GH: [800, 1400],
    UG: [550, 1000],
    TZ: [500, 950],
    ET: [450, 850],
    MA: [800, 1400],
    EG: [500, 950],
    DZ: [850, 1450],
    ID: [400, 800],
    BD: [150, 350],
    PK: [350, 800],
    PH: [450, 900],
    VN: [400, 800],
    MM: [300, 650],
    LK: [150, 350],
    NP: [150, 300],
  },
  TR: {
    NG: [650, 1200],
    ZA: [750, 1350],
    KE: [600, 1100],
    GH: [700, 1250],
    UG: [650, 1200],
    TZ: [650, 1200],
    ET: [550, 1000],
    MA: [350, 750],
    EG: [250, 550],
    DZ: [350, 750],
    ID: [700, 1300],
    BD: [650, 1200],
    PK: [500, 950],
    PH: [800, 1400],
    VN: [750, 1350],
    MM: [750, 1400],
    LK: [650, 1200],
    NP: [650, 1200],
  },
  KR: {
    NG: [1300, 2300],
    ZA: [1100, 2000],
    KE: [1000, 1800],
    GH: [1400, 2400],
    UG: [1100, 1900],
    TZ: [1100, 1900],
    ET: [900, 1600],
    MA: [1200, 2100],
    EG: [1000, 1800],
    DZ: [1250, 2150],
    ID: [450, 900],
    BD: [650, 1200],
    PK: [750, 1400],
    PH: [350, 750],
    VN: [300, 650],
    MM: [550, 1000],
    LK: [700, 1300],
    NP: [650, 1200],
  },
};

const visaFree = (days: number) => [0, `No visa needed for up to ${days} days`] as const;
const MY_EVISA = [50, 'eVisa, single entry (with the service fee)'] as const;
const TH_EVISA = [60, 'Thai e-Visa; a Non-Immigrant MT visa for longer treatment'] as const;
const IN_EMEDICAL = [80, 'e-Medical visa (companions: e-Medical Attendant visa)'] as const;
const IN_MEDICAL_MISSION = [40, 'Medical visa through an Indian mission (no e-Visa for this nationality)'] as const;
const TR_EVISA = [60, 'Turkish visa or e-Visa'] as const;
const KR_MEDICAL = [40, 'Medical tourism visa (C-3-3) on the hospital’s invitation'] as const;
const KR_KETA = [7, 'No visa needed; K-ETA travel authorisation'] as const;

/** Visa cost per person, US dollars, and a note, by destination and nationality (0: none needed). */
export const DEMO_VISAS: Readonly<Record<DestinationCode, Readonly<Record<HomeCountryCode, readonly [number, string]>>>> = {
  MY: {
    NG: MY_EVISA,
    ZA: visaFree(90),
    KE: visaFree(30),
    GH: MY_EVISA,
    UG: MY_EVISA,
    TZ: visaFree(30),
    ET: MY_EVISA,
    MA: visaFree(30),
    EG: visaFree(30),
    DZ: visaFree(30),
    ID: visaFree(30),
    BD: MY_EVISA,
    PK: MY_EVISA,
    PH: visaFree(30),
    VN: visaFree(30),
    MM: visaFree(30),
    LK: MY_EVISA,
    NP: MY_EVISA,
  },
  TH: {
    NG: TH_EVISA,
    ZA: visaFree(60),
    KE: visaFree(60),
    GH: TH_EVISA,
    UG: TH_EVISA,
    TZ: TH_EVISA,
    ET: TH_EVISA,
    MA: visaFree(60),
    EG: TH_EVISA,
    DZ: TH_EVISA,
    ID: visaFree(30),
    BD: TH_EVISA,
    PK: TH_EVISA,
    PH: visaFree(30),
    VN: visaFree(30),
    MM: visaFree(14),
    LK: TH_EVISA,
    NP: TH_EVISA,
  },
  IN: {
    NG: IN_EMEDICAL,
    ZA: IN_EMEDICAL,
    KE: IN_EMEDICAL,
    GH: IN_EMEDICAL,
    UG: IN_EMEDICAL,
    TZ: IN_EMEDICAL,
    ET: IN_EMEDICAL,
    MA: IN_EMEDICAL,
    EG: IN_EMEDICAL,
    DZ: IN_EMEDICAL,
    ID: IN_EMEDICAL,
    BD: IN_EMEDICAL,
    PK: IN_MEDICAL_MISSION,
    PH: IN_EMEDICAL,
    VN: IN_EMEDICAL,
    MM: IN_EMEDICAL,
    LK: IN_EMEDICAL,
    NP: [0, 'No visa needed'],
  },
  TR: {
    NG: TR_EVISA,
    ZA: visaFree(30),
    KE: TR_EVISA,
    GH: TR_EVISA,
    UG: TR_EVISA,
    TZ: TR_EVISA,
    ET: TR_EVISA,
    MA: visaFree(90),
    EG: TR_EVISA,
    DZ: TR_EVISA,
    ID: visaFree(30),
    BD: TR_EVISA,
    PK: TR_EVISA,
    PH: TR_EVISA,
    VN: TR_EVISA,
    MM: TR_EVISA,
    LK: TR_EVISA,
    NP: TR_EVISA,
  },
  KR: {
    NG: KR_MEDICAL,
    ZA: KR_KETA,
    KE: KR_MEDICAL,
    GH: KR_MEDICAL,
    UG: KR_MEDICAL,
    TZ: KR_MEDICAL,
    ET: KR_MEDICAL,
    MA: KR_KETA,
    EG: KR_MEDICAL,
    DZ: KR_MEDICAL,
    ID: KR_MEDICAL,
    BD: KR_MEDICAL,
    PK: KR_MEDICAL,
    PH: KR_MEDICAL,
    VN: KR_MEDICAL,
    MM: KR_MEDICAL,
    LK: KR_MEDICAL,
    NP: KR_MEDICAL,
  },
};

/** A night per person near the hospitals, US dollars. */
export const DEMO_NIGHT_RATES: Readonly<Record<DestinationCode, Range>> = {
  MY: [30, 80],
  TH: [35, 90],
  IN: [25, 70],
  TR: [40, 100],
  KR: [50, 120],
};

/**
 * Loads the demo figures a pair (or destination) has none of; rows that exist are staff's and are
 * left as they are, so that a second run changes nothing.
 */
export async function seedDemoTripCosts(em: EntityManager): Promise<void> {
  const asOf = DEMO_TRIP_COSTS_AS_OF;
  const fares = new Set((await em.find(TravelFare, {})).map((r) => `${r.homeCountry}${r.destination}`));
  const visas = new Set((await em.find(VisaCost, {})).map((r) => `${r.nationality}${r.destination}`));
  const stays = new Set((await em.find(AccommodationRate, {})).map((r) => r.destination));
  for (const { code } of DESTINATIONS) {
    // A destination added to the catalogue without demo figures: its estimates say what is missing.
    if (!(code in DEMO_NIGHT_RATES)) continue;
    const destination = code as DestinationCode;
    for (const [homeCountry, [minUsd, maxUsd]] of Object.entries(DEMO_FARES[destination]) as [HomeCountryCode, Range][]) {
      if (!fares.has(`${homeCountry}${destination}`))
        em.create(TravelFare, { homeCountry, destination, minUsd, maxUsd, asOf, source: DEMO_FARE_SOURCE });
    }
    for (const [nationality, [costUsd, note]] of Object.entries(DEMO_VISAS[destination]) as [
      HomeCountryCode,
      readonly [number, string],
    ][]) {
      if (!visas.has(`${nationality}${destination}`))
        em.create(VisaCost, { nationality, destination, costUsd, note, asOf, source: DEMO_VISA_SOURCE });
    }
    const [nightMinUsd, nightMaxUsd] = DEMO_NIGHT_RATES[destination];
    if (!stays.has(destination)) em.create(AccommodationRate, { destination, nightMinUsd, nightMaxUsd, asOf, source: DEMO_STAY_SOURCE });
  }
}
