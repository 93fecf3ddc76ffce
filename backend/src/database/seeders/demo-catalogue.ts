import type { TreatmentCategory } from '@medtour/contracts';
/**
 * The demo catalogue of the product spec: 10 treatments, 5 destinations, the hospital
 * specialities, and 9 FICTIONAL hospitals (marked `isDemo`) with their treatments, costs and a
 * few reviews. No real institution is named or rated here.
 */

export const SPECIALIZATIONS = [
  { name: 'Cardiology', slug: 'cardiology', description: 'Heart and blood-vessel care, from diagnostics to bypass surgery.' },
  { name: 'Oncology', slug: 'oncology', description: 'Cancer diagnosis, chemotherapy, radiotherapy and surgery.' },
  { name: 'Orthopedics', slug: 'orthopedics', description: 'Joint replacement, sports injuries and bone surgery.' },
  { name: 'Neurosurgery', slug: 'neurosurgery', description: 'Brain and spine surgery.' },
  { name: 'Cosmetic Surgery', slug: 'cosmetic-surgery', description: 'Aesthetic and reconstructive procedures.' },
  { name: 'Fertility', slug: 'fertility', description: 'IVF, egg freezing and reproductive medicine.' },
];

export interface TreatmentSeed {
  name: string;
  slug: string;
  category: TreatmentCategory;
  evidenceLevel: 'high' | 'moderate' | 'low';
  description: string;
  procedures: string[];
  benefits: string[];
  minDurationDays: number;
  maxDurationDays: number;
  minCostUsd: number;
  maxCostUsd: number;
  successRatePercentage: number;
}

export const TREATMENTS: TreatmentSeed[] = [
  {
    name: 'Hip Replacement',
    slug: 'hip-replacement',
    category: 'orthopedic',
    evidenceLevel: 'high',
    description: 'Replacement of a damaged hip joint with a prosthesis to relieve pain and restore mobility.',
    procedures: ['Total hip replacement', 'Partial hip replacement', 'Hip resurfacing', 'Revision surgery'],
    benefits: ['Less joint pain', 'Restored mobility', 'Implants lasting 15-20 years'],
    minDurationDays: 14,
    maxDurationDays: 21,
    minCostUsd: 8000,
    maxCostUsd: 15000,
    successRatePercentage: 95,
  },
  {
    name: 'Knee Replacement',
    slug: 'knee-replacement',
    category: 'orthopedic',
    evidenceLevel: 'high',
    description: 'Total or partial knee replacement for advanced arthritis or injury.',
    procedures: ['Total knee replacement', 'Partial knee replacement', 'Robotic-assisted surgery', 'Physiotherapy programme'],
    benefits: ['Pain relief', 'Better walking distance', 'Faster rehabilitation with robotics'],
    minDurationDays: 14,
    maxDurationDays: 21,
    minCostUsd: 7000,
    maxCostUsd: 14000,
    successRatePercentage: 94,
  },
  {
    name: 'Spinal Fusion',
    slug: 'spinal-fusion',
    category: 'spinal',
    evidenceLevel: 'moderate',
    description: 'Joins two or more vertebrae to stabilise the spine and relieve chronic back or nerve pain.',
    procedures: ['Lumbar fusion', 'Cervical fusion', 'Minimally invasive fusion', 'Disc replacement'],
    benefits: ['Spinal stability', 'Relief of nerve pain'],
    minDurationDays: 21,
    maxDurationDays: 28,
    minCostUsd: 12000,
    maxCostUsd: 25000,
    successRatePercentage: 88,
  },
  {
    name: 'IVF Treatment',
    slug: 'ivf-treatment',
    category: 'fertility',
    evidenceLevel: 'high',
    description: 'In-vitro fertilisation with embryo culture and transfer, with optional genetic testing.',
    procedures: ['Ovarian stimulation', 'Egg retrieval', 'ICSI', 'Embryo transfer', 'Genetic screening (PGT)'],
    benefits: ['Established success rates', 'Genetic screening available'],
    minDurationDays: 21,
    maxDurationDays: 35,
    minCostUsd: 4000,
    maxCostUsd: 9000,
    successRatePercentage: 55,
  },
  {
    name: 'Egg Freezing',
    slug: 'egg-freezing',
    category: 'fertility',
    evidenceLevel: 'moderate',
    description: 'Collection and vitrification of eggs to preserve fertility for later use.',
    procedures: ['Hormone stimulation', 'Egg retrieval', 'Vitrification', 'Storage'],
    benefits: ['Preserves fertility options'],
    minDurationDays: 12,
    maxDurationDays: 16,
    minCostUsd: 3000,
    maxCostUsd: 6000,
    successRatePercentage: 80,
  },
  {
    name: 'Rhinoplasty',
    slug: 'rhinoplasty',
    category: 'cosmetic',
    evidenceLevel: 'moderate',
    description: 'Surgical reshaping of the nose for appearance or breathing.',
    procedures: ['Open rhinoplasty', 'Closed rhinoplasty', 'Septoplasty'],
    benefits: ['Improved facial balance', 'Easier breathing'],
    minDurationDays: 7,
    maxDurationDays: 10,
    minCostUsd: 2500,
    maxCostUsd: 5000,
    successRatePercentage: 90,
  },
  {
    name: 'Liposuction & Body Contouring',
    slug: 'liposuction-body-contouring',
    category: 'cosmetic',
    evidenceLevel: 'moderate',
    description: 'Removal of stubborn fat deposits and contouring of the abdomen, thighs or arms.',
    procedures: ['Tumescent liposuction', 'Abdominoplasty', 'Arm lift', 'Thigh lift'],
    benefits: ['Body contour', 'Single-stay procedure'],
    minDurationDays: 7,
    maxDurationDays: 14,
    minCostUsd: 3000,
    maxCostUsd: 8000,
    successRatePercentage: 89,
  },
  {
    name: 'Heart Bypass Surgery',
    slug: 'heart-bypass-surgery',
    category: 'cardiology',
    evidenceLevel: 'high',
    description: 'Coronary artery bypass grafting (CABG) to restore blood flow to the heart muscle.',
    procedures: ['CABG', 'Off-pump bypass', 'Cardiac rehabilitation'],
    benefits: ['Relief of chest pain', 'Lower risk of heart attack'],
    minDurationDays: 14,
    maxDurationDays: 28,
    minCostUsd: 12000,
    maxCostUsd: 25000,
    successRatePercentage: 96,
  },
  {
    name: 'Angioplasty & Stenting',
    slug: 'angioplasty-stenting',
    category: 'cardiology',
    evidenceLevel: 'high',
    description: 'Opening of narrowed coronary arteries with a balloon and a drug-eluting stent.',
    procedures: ['Coronary angiogram', 'Balloon angioplasty', 'Drug-eluting stent'],
    benefits: ['Minimally invasive', 'Short hospital stay'],
    minDurationDays: 3,
    maxDurationDays: 7,
    minCostUsd: 5000,
    maxCostUsd: 10000,
    successRatePercentage: 95,
  },
  {
    name: 'Cancer Treatment',
    slug: 'cancer-treatment',
    category: 'cancer',
    evidenceLevel: 'high',
    description: 'Multidisciplinary cancer care: surgery, chemotherapy, radiotherapy and immunotherapy planned by a tumour board.',
    procedures: ['Tumour board review', 'Surgical oncology', 'Chemotherapy', 'Radiotherapy', 'Immunotherapy', 'PET-CT staging'],
    benefits: ['Multidisciplinary plan', 'Access to modern radiotherapy'],
    minDurationDays: 30,
    maxDurationDays: 180,
    minCostUsd: 10000,
    maxCostUsd: 50000,
    successRatePercentage: 70,
  },
];

export interface DestinationSeed {
  name: string;
  code: string;
  slug: string;
  flag: string;
  capital: string;
  description: string;
  highlights: string[];
  specialties: string[];
  avgCostSavingMinPct: number;
  avgCostSavingMaxPct: number;
  visaInfo: string;
  flightTimeFromAfrica: string;
  languages: string[];
  safetyRating: number;
}

export const DESTINATIONS: DestinationSeed[] = [
  {
    name: 'Malaysia',
    code: 'MY',
    slug: 'malaysia',
    flag: '🇲🇾',
    capital: 'Kuala Lumpur',
    description:
      'Government-regulated medical tourism with English-speaking doctors, modern private hospitals and prices well below Western levels.',
    highlights: ['Regulated medical tourism council', 'English widely spoken', 'Halal-friendly hospitals', 'Short waiting times'],
    specialties: ['Cardiology', 'Fertility', 'Orthopedics', 'Oncology'],
    avgCostSavingMinPct: 60,
    avgCostSavingMaxPct: 80,
    visaInfo: 'Visa-free or e-visa for many African nationalities; medical visas available on hospital letter.',
    flightTimeFromAfrica: '10-14 hours via the Gulf',
    languages: ['English', 'Malay', 'Mandarin', 'Tamil'],
    safetyRating: 5,
  },
  {
    name: 'Thailand',
    code: 'TH',
    slug: 'thailand',
    flag: '🇹🇭',
    capital: 'Bangkok',
    description: 'A long-established destination with large international hospitals, dedicated interpreter teams and recovery resorts.',
    highlights: ['International patient centres', 'Interpreters on site', 'Recovery resorts', 'Wide specialist choice'],
    specialties: ['Cosmetic Surgery', 'Cardiology', 'Orthopedics'],
    avgCostSavingMinPct: 50,
    avgCostSavingMaxPct: 75,
    visaInfo: 'Medical treatment visa (Non-Immigrant MT) for stays up to 90 days.',
    flightTimeFromAfrica: '10-13 hours via the Gulf',
    languages: ['Thai', 'English', 'Arabic', 'French'],
    safetyRating: 4,
  },
  {
    name: 'India',
    code: 'IN',
    slug: 'india',
    flag: '🇮🇳',
    capital: 'New Delhi',
    description: 'High-volume specialist centres with some of the lowest prices for complex surgery and cancer care.',
    highlights: ['Very high surgical volumes', 'Lowest costs', 'Direct flights from East Africa', 'e-Medical visa'],
    specialties: ['Cardiology', 'Oncology', 'Orthopedics', 'Neurosurgery'],
    avgCostSavingMinPct: 65,
    avgCostSavingMaxPct: 80,
    visaInfo: 'e-Medical visa with up to three entries; attendants get an e-Medical Attendant visa.',
    flightTimeFromAfrica: '5-9 hours',
    languages: ['English', 'Hindi', 'Arabic', 'French'],
    safetyRating: 4,
  },
  {
    name: 'Turkey',
    code: 'TR',
    slug: 'turkey',
    flag: '🇹🇷',
    capital: 'Ankara',
    description: 'Close to Africa and Europe, with modern hospitals especially known for cosmetic, eye and hair procedures.',
    highlights: ['Short flights from North Africa', 'All-inclusive packages', 'Modern private hospitals'],
    specialties: ['Cosmetic Surgery', 'Fertility', 'Orthopedics'],
    avgCostSavingMinPct: 50,
    avgCostSavingMaxPct: 70,
    visaInfo: 'e-Visa for many nationalities; hospital invitation letter for a medical visa.',
    flightTimeFromAfrica: '4-8 hours',
    languages: ['Turkish', 'English', 'Arabic', 'French'],
    safetyRating: 4,
  },
  {
    name: 'South Korea',
    code: 'KR',
    slug: 'south-korea',
    flag: '🇰🇷',
    capital: 'Seoul',
    description: 'Highly technological hospitals, leaders in cancer screening, robotic surgery and aesthetic medicine.',
    highlights: ['Robotic surgery', 'Advanced cancer screening', 'Strict quality standards'],
    specialties: ['Oncology', 'Cosmetic Surgery', 'Neurosurgery'],
    avgCostSavingMinPct: 50,
    avgCostSavingMaxPct: 60,
    visaInfo: 'Medical tourism visa (C-3-3) on a registered hospital invitation.',
    flightTimeFromAfrica: '15-20 hours via the Gulf',
    languages: ['Korean', 'English', 'Russian', 'Arabic'],
    safetyRating: 5,
  },
];

export interface HospitalSeed {
  name: string;
  slug: string;
  city: string;
  countryCode: string;
  address: string;
  phone: string;
  email: string;
  description: string;
  bedCapacity: number;
  staffCount: number;
  doctorCount: number;
  establishedYear: number;
  featured: boolean;
  rating: number;
  successRatePercentage: number;
  patientStoriesCount: number;
  accreditations: string[];
  languages: string[];
  features: string[];
  specializations: { slug: string; experienceYears: number; successRatePercentage: number }[];
  treatments: { slug: string; minCostUsd: number; maxCostUsd: number; casesCompleted: number; averageSuccessRate: number }[];
  reviews: {
    reviewerName: string;
    reviewText: string;
    rating: number;
    reviewDate: string;
    treatmentMentioned: string;
    isSuccessStory: boolean;
  }[];
}

const spec = (slug: string, experienceYears: number, successRatePercentage: number) => ({ slug, experienceYears, successRatePercentage });
const offer = (slug: string, minCostUsd: number, maxCostUsd: number, casesCompleted: number, averageSuccessRate: number) => ({
  slug,
  minCostUsd,
  maxCostUsd,
  casesCompleted,
  averageSuccessRate,
});

export const HOSPITALS: HospitalSeed[] = [
  {
    name: 'Straits Heart & Vascular Centre (Demo)',
    slug: 'straits-heart-vascular-centre',
    city: 'Kuala Lumpur',
    countryCode: 'MY',
    address: '12 Jalan Demo, 50450 Kuala Lumpur',
    phone: '+60 3-0000 0001',
    email: 'intl@straits-heart.example',
    description: 'Fictional demo listing: a cardiac centre with a dedicated international patient lounge.',
    bedCapacity: 320,
    staffCount: 1400,
    doctorCount: 180,
    establishedYear: 1998,
    featured: true,
    rating: 4.8,
    successRatePercentage: 96,
    patientStoriesCount: 210,
    accreditations: ['JCI (demo)', 'MSQH (demo)'],
    languages: ['English', 'Malay', 'Arabic', 'French'],
    features: ['International patient lounge', 'Airport pickup', 'Halal meals'],
    specializations: [spec('cardiology', 25, 96), spec('oncology', 12, 80)],
    treatments: [offer('heart-bypass-surgery', 14000, 24000, 3200, 96), offer('angioplasty-stenting', 5500, 9500, 5400, 95)],
    reviews: [
      {
        reviewerName: 'Adaeze O.',
        reviewText: 'The coordinator met us at the airport and the cardiac team explained every step. Recovery went smoothly.',
        rating: 5,
        reviewDate: '2026-05-14',
        treatmentMentioned: 'Heart Bypass Surgery',
        isSuccessStory: true,
      },
      {
        reviewerName: 'Samuel K.',
        reviewText: 'Quick angiogram and stent, home within a week. Clear invoices.',
        rating: 4.5,
        reviewDate: '2026-07-02',
        treatmentMentioned: 'Angioplasty & Stenting',
        isSuccessStory: false,
      },
    ],
  },
  {
    name: 'Penang Lotus Fertility Hospital (Demo)',
    slug: 'penang-lotus-fertility-hospital',
    city: 'George Town',
    countryCode: 'MY',
    address: '8 Lebuh Demo, 10200 George Town, Penang',
    phone: '+60 4-0000 0002',
    email: 'care@lotus-fertility.example',
    description: "Fictional demo listing: a women's and fertility hospital with an embryology lab.",
    bedCapacity: 120,
    staffCount: 450,
    doctorCount: 60,
    establishedYear: 2006,
    featured: true,
    rating: 4.7,
    successRatePercentage: 58,
    patientStoriesCount: 140,
    accreditations: ['MSQH (demo)', 'RTAC (demo)'],
    languages: ['English', 'Malay', 'Mandarin', 'Swahili'],
    features: ['Private embryology lab', 'Counselling service', 'Hotel partnership'],
    specializations: [spec('fertility', 18, 58), spec('cosmetic-surgery', 8, 90)],
    treatments: [offer('ivf-treatment', 4500, 8500, 2600, 56), offer('egg-freezing', 3200, 5800, 900, 80)],
    reviews: [
      {
        reviewerName: 'Grace W.',
        reviewText: 'After two failed cycles at home we succeeded on our first transfer here. Very kind nurses.',
        rating: 5,
        reviewDate: '2026-03-20',
        treatmentMentioned: 'IVF Treatment',
        isSuccessStory: true,
      },
      {
        reviewerName: 'Fatima B.',
        reviewText: 'Good communication by WhatsApp before and after the trip.',
        rating: 4.5,
        reviewDate: '2026-06-11',
        treatmentMentioned: 'Egg Freezing',
        isSuccessStory: false,
      },
    ],
  },
  {
    name: 'Selangor Joint & Spine Institute (Demo)',
    slug: 'selangor-joint-spine-institute',
    city: 'Petaling Jaya',
    countryCode: 'MY',
    address: '3 Jalan Contoh, 46200 Petaling Jaya',
    phone: '+60 3-0000 0003',
    email: 'intl@joint-spine.example',
    description: 'Fictional demo listing: orthopaedic and spine hospital with robotic joint surgery.',
    bedCapacity: 200,
    staffCount: 800,
    doctorCount: 95,
    establishedYear: 2010,
    featured: true,
    rating: 4.6,
    successRatePercentage: 94,
    patientStoriesCount: 120,
    accreditations: ['JCI (demo)'],
    languages: ['English', 'Malay', 'Arabic', 'Hausa'],
    features: ['Robotic surgery', 'In-house physiotherapy', 'Recovery suites'],
    specializations: [spec('orthopedics', 20, 94), spec('neurosurgery', 10, 88)],
    treatments: [
      offer('hip-replacement', 8500, 14500, 2100, 95),
      offer('knee-replacement', 7500, 13500, 2800, 94),
      offer('spinal-fusion', 12500, 24000, 700, 88),
    ],
    reviews: [
      {
        reviewerName: 'Ibrahim S.',
        reviewText: 'Walking without a cane two weeks after my hip replacement. The physio team was excellent.',
        rating: 5,
        reviewDate: '2026-04-08',
        treatmentMentioned: 'Hip Replacement',
        isSuccessStory: true,
      },
      {
        reviewerName: 'Mary A.',
        reviewText: 'Knee surgery went well; the hotel partner was a bit far from the hospital.',
        rating: 4,
        reviewDate: '2026-08-19',
        treatmentMentioned: 'Knee Replacement',
        isSuccessStory: false,
      },
    ],
  },
  {
    name: 'Chao Phraya International Hospital (Demo)',
    slug: 'chao-phraya-international-hospital',
    city: 'Bangkok',
    countryCode: 'TH',
    address: '99 Demo Road, Bangkok 10110',
    phone: '+66 2-000-0004',
    email: 'intl@chaophraya.example',
    description: 'Fictional demo listing: a large international hospital with interpreters for 20 languages.',
    bedCapacity: 550,
    staffCount: 2600,
    doctorCount: 400,
    establishedYear: 1985,
    featured: true,
    rating: 4.9,
    successRatePercentage: 95,
    patientStoriesCount: 380,
    accreditations: ['JCI (demo)', 'HA Thailand (demo)'],
    languages: ['English', 'Thai', 'Arabic', 'French'],
    features: ['Interpreters for 20 languages', 'Visa extension desk', 'Recovery resort partner'],
    specializations: [spec('cardiology', 30, 95), spec('cosmetic-surgery', 22, 92), spec('orthopedics', 25, 93)],
    treatments: [
      offer('heart-bypass-surgery', 15000, 25000, 2900, 95),
      offer('rhinoplasty', 3000, 5000, 1800, 91),
      offer('knee-replacement', 9000, 14000, 1600, 93),
    ],
    reviews: [
      {
        reviewerName: 'Khadija M.',
        reviewText: 'An Arabic interpreter was with us for every appointment. Professional from start to finish.',
        rating: 5,
        reviewDate: '2026-02-27',
        treatmentMentioned: 'Rhinoplasty',
        isSuccessStory: true,
      },
      {
        reviewerName: 'Joseph N.',
        reviewText: 'Expensive compared to other options but the cardiac ward was outstanding.',
        rating: 4.5,
        reviewDate: '2026-09-05',
        treatmentMentioned: 'Heart Bypass Surgery',
        isSuccessStory: false,
      },
    ],
  },
  {
    name: 'Phuket Aesthetic & Wellness Clinic (Demo)',
    slug: 'phuket-aesthetic-wellness-clinic',
    city: 'Phuket',
    countryCode: 'TH',
    address: '5 Demo Beach Road, Phuket 83000',
    phone: '+66 76-000-005',
    email: 'hello@phuket-aesthetic.example',
    description: 'Fictional demo listing: a cosmetic surgery clinic with on-site recovery rooms.',
    bedCapacity: 60,
    staffCount: 180,
    doctorCount: 25,
    establishedYear: 2012,
    featured: false,
    rating: 4.5,
    successRatePercentage: 90,
    patientStoriesCount: 75,
    accreditations: ['HA Thailand (demo)'],
    languages: ['English', 'Thai', 'French', 'Russian'],
    features: ['Recovery rooms', 'Nurse home visits', 'Free follow-up video calls'],
    specializations: [spec('cosmetic-surgery', 15, 90)],
    treatments: [offer('rhinoplasty', 2600, 4500, 1200, 90), offer('liposuction-body-contouring', 3200, 7500, 1500, 89)],
    reviews: [
      {
        reviewerName: 'Aisha T.',
        reviewText: 'Beautiful result and a calm place to recover.',
        rating: 4.5,
        reviewDate: '2026-01-15',
        treatmentMentioned: 'Liposuction & Body Contouring',
        isSuccessStory: true,
      },
      {
        reviewerName: 'Lerato P.',
        reviewText: 'Nurses visited my hotel daily. Would recommend.',
        rating: 4.5,
        reviewDate: '2026-06-30',
        treatmentMentioned: 'Rhinoplasty',
        isSuccessStory: false,
      },
    ],
  },
  {
    name: 'Deccan Multispeciality Hospital (Demo)',
    slug: 'deccan-multispeciality-hospital',
    city: 'Hyderabad',
    countryCode: 'IN',
    address: '21 Demo Nagar, Hyderabad 500034',
    phone: '+91 40-0000-0006',
    email: 'intl@deccan-hospital.example',
    description: 'Fictional demo listing: a high-volume multispeciality hospital with a cancer institute.',
    bedCapacity: 750,
    staffCount: 3200,
    doctorCount: 520,
    establishedYear: 1992,
    featured: false,
    rating: 4.6,
    successRatePercentage: 92,
    patientStoriesCount: 260,
    accreditations: ['JCI (demo)', 'NABH (demo)'],
    languages: ['English', 'Hindi', 'Arabic', 'Swahili'],
    features: ['Tumour board', 'Guest house for families', 'Direct billing'],
    specializations: [spec('oncology', 25, 78), spec('cardiology', 28, 94), spec('neurosurgery', 20, 89)],
    treatments: [
      offer('cancer-treatment', 10000, 40000, 4100, 72),
      offer('angioplasty-stenting', 5000, 8000, 6200, 95),
      offer('spinal-fusion', 12000, 20000, 950, 87),
    ],
    reviews: [
      {
        reviewerName: 'Peter O.',
        reviewText: 'The tumour board gave my mother a clear plan within three days. Family guest house nearby.',
        rating: 5,
        reviewDate: '2026-05-03',
        treatmentMentioned: 'Cancer Treatment',
        isSuccessStory: true,
      },
      {
        reviewerName: 'Zainab H.',
        reviewText: 'Very busy hospital; the international desk helped us a lot.',
        rating: 4,
        reviewDate: '2026-08-22',
        treatmentMentioned: 'Angioplasty & Stenting',
        isSuccessStory: false,
      },
    ],
  },
  {
    name: 'Coromandel Orthopaedic Centre (Demo)',
    slug: 'coromandel-orthopaedic-centre',
    city: 'Chennai',
    countryCode: 'IN',
    address: '7 Demo Salai, Chennai 600006',
    phone: '+91 44-0000-0007',
    email: 'care@coromandel-ortho.example',
    description: 'Fictional demo listing: joint replacement and sports medicine centre.',
    bedCapacity: 180,
    staffCount: 600,
    doctorCount: 70,
    establishedYear: 2004,
    featured: false,
    rating: 4.4,
    successRatePercentage: 93,
    patientStoriesCount: 90,
    accreditations: ['NABH (demo)'],
    languages: ['English', 'Tamil', 'Hindi', 'French'],
    features: ['Sports medicine unit', 'Hydrotherapy pool', 'Airport transfers'],
    specializations: [spec('orthopedics', 19, 93)],
    treatments: [offer('hip-replacement', 8000, 12000, 1900, 94), offer('knee-replacement', 7000, 11000, 2500, 93)],
    reviews: [
      {
        reviewerName: 'Chinedu E.',
        reviewText: 'Both knees done in one trip at half the price I was quoted elsewhere.',
        rating: 4.5,
        reviewDate: '2026-04-25',
        treatmentMentioned: 'Knee Replacement',
        isSuccessStory: true,
      },
      {
        reviewerName: 'Amina D.',
        reviewText: 'Good surgeons; food options were limited.',
        rating: 4,
        reviewDate: '2026-07-17',
        treatmentMentioned: 'Hip Replacement',
        isSuccessStory: false,
      },
    ],
  },
  {
    name: 'Bosphorus Aesthetic & IVF Hospital (Demo)',
    slug: 'bosphorus-aesthetic-ivf-hospital',
    city: 'Istanbul',
    countryCode: 'TR',
    address: '14 Demo Caddesi, 34000 Istanbul',
    phone: '+90 212-000-0008',
    email: 'intl@bosphorus-demo.example',
    description: 'Fictional demo listing: cosmetic surgery and IVF hospital with all-inclusive packages.',
    bedCapacity: 150,
    staffCount: 520,
    doctorCount: 85,
    establishedYear: 2008,
    featured: false,
    rating: 4.5,
    successRatePercentage: 88,
    patientStoriesCount: 160,
    accreditations: ['JCI (demo)'],
    languages: ['Turkish', 'English', 'Arabic', 'French'],
    features: ['All-inclusive packages', 'VIP transfers', 'Arabic-speaking coordinators'],
    specializations: [spec('cosmetic-surgery', 16, 91), spec('fertility', 14, 52)],
    treatments: [
      offer('rhinoplasty', 2500, 4200, 2400, 90),
      offer('liposuction-body-contouring', 3000, 6500, 1700, 88),
      offer('ivf-treatment', 4000, 7500, 1300, 52),
    ],
    reviews: [
      {
        reviewerName: 'Yasmine R.',
        reviewText: 'Package included hotel and transfers, everything was organised.',
        rating: 4.5,
        reviewDate: '2026-03-09',
        treatmentMentioned: 'Rhinoplasty',
        isSuccessStory: true,
      },
      {
        reviewerName: 'Hassan A.',
        reviewText: 'Good care but the follow-up calls were sometimes late.',
        rating: 4,
        reviewDate: '2026-09-12',
        treatmentMentioned: 'IVF Treatment',
        isSuccessStory: false,
      },
    ],
  },
  {
    name: 'Han River Cancer & Robotic Surgery Center (Demo)',
    slug: 'han-river-cancer-robotic-surgery-center',
    city: 'Seoul',
    countryCode: 'KR',
    address: '30 Demo-ro, Gangnam-gu, Seoul 06000',
    phone: '+82 2-0000-0009',
    email: 'intl@hanriver-demo.example',
    description: 'Fictional demo listing: cancer centre with robotic surgery and proton therapy planning.',
    bedCapacity: 900,
    staffCount: 4100,
    doctorCount: 610,
    establishedYear: 1994,
    featured: false,
    rating: 4.8,
    successRatePercentage: 90,
    patientStoriesCount: 180,
    accreditations: ['JCI (demo)', 'KOIHA (demo)'],
    languages: ['Korean', 'English', 'Arabic', 'Russian'],
    features: ['Robotic surgery', 'Same-week diagnostics', 'International clinic'],
    specializations: [spec('oncology', 28, 82), spec('neurosurgery', 24, 90)],
    treatments: [offer('cancer-treatment', 15000, 50000, 3600, 76), offer('spinal-fusion', 15000, 25000, 800, 89)],
    reviews: [
      {
        reviewerName: 'Kwame A.',
        reviewText: 'Diagnosed and operated within ten days; the robotic surgery meant a short stay.',
        rating: 5,
        reviewDate: '2026-02-10',
        treatmentMentioned: 'Cancer Treatment',
        isSuccessStory: true,
      },
      {
        reviewerName: 'Esther N.',
        reviewText: 'Very modern, but the cost was at the top of the range.',
        rating: 4.5,
        reviewDate: '2026-08-01',
        treatmentMentioned: 'Spinal Fusion',
        isSuccessStory: false,
      },
    ],
  },
];

/** Development-only accounts; never created in production. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@medtour.local', password: 'Admin-demo-2026', firstName: 'Amara', lastName: 'Admin', role: 'admin' as const },
  {
    email: 'moderator@medtour.local',
    password: 'Moderator-demo-2026',
    firstName: 'Musa',
    lastName: 'Moderator',
    role: 'moderator' as const,
  },
  { email: 'patient@medtour.local', password: 'Patient-demo-2026', firstName: 'Pauline', lastName: 'Patient', role: 'user' as const },
];
