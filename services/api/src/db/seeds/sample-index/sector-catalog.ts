import type { INDEX_SECTORS } from '@pdpl/contracts';

export type IndexSector = (typeof INDEX_SECTORS)[number];

/** A kind of business within a sector: the word used in company names and a first descriptive sentence. */
export interface BusinessKind {
  noun: string;
  /** '{city}' is replaced by the head-office city. */
  sentence: string;
  weight: number;
  /** Head-office cities for this kind of business, when they differ from the sector's. */
  cities?: readonly (readonly [string, number])[];
}

export interface SectorProfile {
  /** How many of the 100 sample companies belong to the sector. */
  count: number;
  kinds: readonly BusinessKind[];
  cities: readonly (readonly [string, number])[];
  /** Optional second sentences (channels, customers). */
  extras: readonly string[];
}

const MAIN_CITIES = [
  ['Riyadh', 5],
  ['Jeddah', 4],
  ['Dammam', 2],
  ['Khobar', 2],
  ['Mecca', 1],
  ['Medina', 1],
  ['Abha', 1],
  ['Tabuk', 1],
] as const;

const INDUSTRIAL_CITIES = [
  ['Dammam', 3],
  ['Khobar', 2],
  ['Jubail', 3],
  ['Yanbu', 2],
  ['Riyadh', 2],
] as const;

/** Sector weights reflect the mix of large private employers in the Kingdom; counts sum to 100. */
export const SECTOR_PROFILES: Record<IndexSector, SectorProfile> = {
  'Banking & Financial Services': {
    count: 14,
    kinds: [
      { noun: 'Bank', weight: 5, sentence: 'Commercial bank headquartered in {city}, offering retail and corporate banking, Sharia-compliant financing and cards to customers across the Kingdom.' },
      { noun: 'Finance', weight: 2, sentence: 'Consumer and SME finance company based in {city}, providing Sharia-compliant personal, auto and working-capital financing.' },
      { noun: 'Capital', weight: 2, sentence: '{city}-based investment firm offering asset management, brokerage and advisory services to individual and institutional investors.' },
      { noun: 'Payments', weight: 2, sentence: 'Payments company based in {city}, providing digital wallets, merchant acquiring and point-of-sale terminals for retailers.' },
      { noun: 'Exchange', weight: 1, sentence: 'Money exchange and remittance company headquartered in {city}, serving expatriate workers and businesses through branches and a mobile app.' },
    ],
    cities: MAIN_CITIES,
    extras: [
      'Most customer interactions now happen through its mobile app.',
      'It serves customers through a branch network, ATMs and online banking.',
      'New customers are onboarded digitally with identity verification.',
    ],
  },
  Telecommunications: {
    count: 5,
    kinds: [
      { noun: 'Telecom', weight: 3, sentence: 'Mobile and fixed-line operator headquartered in {city}, offering prepaid and postpaid plans, home fibre and enterprise connectivity.' },
      { noun: 'Networks', weight: 2, sentence: 'Fibre and data-centre connectivity provider based in {city}, serving enterprises and wholesale carriers.' },
      { noun: 'Mobile', weight: 2, sentence: 'Mobile virtual network operator based in {city}, selling prepaid and data plans online and through retail partners.' },
      { noun: 'Communications', weight: 1, sentence: 'Telecommunications company based in {city}, providing broadband, IoT connectivity and managed communication services to businesses.' },
    ],
    cities: [['Riyadh', 4], ['Jeddah', 2], ['Khobar', 1]],
    extras: ['Subscribers manage their lines, bills and eSIMs through a self-service app.', 'It sells through its own stores, resellers and an online shop.'],
  },
  'Retail & E-commerce': {
    count: 14,
    kinds: [
      { noun: 'Markets', weight: 3, sentence: 'Supermarket and hypermarket chain headquartered in {city}, with a loyalty programme and a home-delivery app.' },
      { noun: 'Electronics', weight: 2, sentence: 'Consumer electronics and home-appliance retailer based in {city}, selling through showrooms and an online store.' },
      { noun: 'Fashion', weight: 2, sentence: 'Fashion and footwear retailer headquartered in {city}, operating mall stores and an e-commerce site.' },
      { noun: 'Online', weight: 2, sentence: 'Online marketplace based in {city}, connecting shoppers with local sellers and offering same-day delivery in major cities.' },
      { noun: 'Home', weight: 1, sentence: 'Furniture and home-furnishing retailer based in {city}, with showrooms, online ordering and installation services.' },
      { noun: 'Perfumes', weight: 2, sentence: 'Perfume and oud retailer headquartered in {city}, selling through boutiques, airport stores and an online shop.' },
    ],
    cities: MAIN_CITIES,
    extras: [
      'Its loyalty programme and app use purchase history to personalise offers.',
      'Shoppers can pay in instalments at checkout through third-party providers.',
      'Customers can order online for home delivery or store pickup.',
    ],
  },
  Healthcare: {
    count: 10,
    kinds: [
      { noun: 'Health Group', weight: 3, sentence: 'Private healthcare group headquartered in {city}, operating hospitals and outpatient clinics.' },
      { noun: 'Hospital', weight: 2, sentence: 'Private general hospital in {city} with emergency, maternity and specialist outpatient departments.' },
      { noun: 'Pharmacies', weight: 2, sentence: 'Community pharmacy chain based in {city}, dispensing prescriptions and selling wellness products in store and online.' },
      { noun: 'Clinics', weight: 2, sentence: 'Network of dental and dermatology clinics in {city} and nearby cities, with online booking.' },
      { noun: 'Labs', weight: 1, sentence: 'Diagnostic laboratory and radiology provider based in {city}, offering home sample collection and online results.' },
    ],
    cities: MAIN_CITIES,
    extras: [
      'Patients book appointments and view results through its app.',
      'It works with the main health insurers to offer cashless treatment.',
      'It also offers telemedicine consultations.',
    ],
  },
  'Energy & Utilities': {
    count: 6,
    kinds: [
      { noun: 'Power', weight: 2, sentence: 'Independent power producer based in {city}, operating gas-fired and solar plants under long-term offtake agreements.' },
      { noun: 'Energy', weight: 2, sentence: 'Energy services company headquartered in {city}, providing solar installations and energy-efficiency retrofits for commercial buildings.' },
      { noun: 'Water', weight: 1, sentence: 'Water desalination and distribution company based in {city}, serving industrial and municipal customers.' },
      { noun: 'Utilities', weight: 1, sentence: 'Utility services company based in {city}, providing district cooling and power distribution for industrial zones.' },
      { noun: 'Fuels', weight: 1, sentence: 'Fuel retailer headquartered in {city}, operating petrol stations and convenience stores along major highways.' },
    ],
    cities: INDUSTRIAL_CITIES,
    extras: ['Customers manage accounts, meters and invoices through an online portal.', 'Its website also hosts a supplier registration portal.'],
  },
  'Petrochemicals & Industry': {
    count: 10,
    kinds: [
      { noun: 'Petrochemicals', weight: 3, sentence: 'Petrochemical producer based in {city}, manufacturing polymers and specialty chemicals for domestic and export markets.' },
      { noun: 'Industries', weight: 2, sentence: 'Diversified manufacturer headquartered in {city}, producing pipes, packaging and building products.' },
      { noun: 'Steel', weight: 2, sentence: 'Steel producer based in {city}, manufacturing rebar and structural sections for the construction sector.' },
      { noun: 'Building Materials', weight: 1, sentence: 'Building materials manufacturer based in {city}, producing ready-mix concrete, blocks and insulation panels.' },
      { noun: 'Fertilizers', weight: 1, sentence: 'Fertilizer and agro-chemicals producer based in {city}, supplying farms in the Kingdom and export markets.' },
    ],
    cities: INDUSTRIAL_CITIES,
    extras: ['Its website mainly serves business customers, suppliers and job applicants.', 'It runs an online recruitment platform and a supplier portal.'],
  },
  'Real Estate & Construction': {
    count: 10,
    kinds: [
      { noun: 'Development', weight: 3, sentence: 'Real estate developer based in {city}, building residential communities and mixed-use projects.' },
      { noun: 'Properties', weight: 2, sentence: 'Property management company headquartered in {city}, leasing residential and commercial units through an online tenant portal.' },
      { noun: 'Contracting', weight: 2, sentence: 'Construction contractor based in {city}, delivering infrastructure, residential and commercial projects.' },
      { noun: 'Real Estate', weight: 2, sentence: 'Real estate brokerage and investment company based in {city}, marketing off-plan units and managing rental portfolios.' },
    ],
    cities: MAIN_CITIES,
    extras: ['Buyers register interest and apply for home financing through its website.', 'Its website collects enquiries from prospective buyers and tenants.'],
  },
  'Transport & Logistics': {
    count: 7,
    kinds: [
      { noun: 'Logistics', weight: 3, sentence: 'Third-party logistics provider headquartered in {city}, offering warehousing, freight forwarding and last-mile delivery.' },
      { noun: 'Express', weight: 2, sentence: 'Courier and parcel delivery company based in {city}, serving e-commerce merchants across the Kingdom.' },
      { noun: 'Transport', weight: 1, sentence: 'Passenger transport company based in {city}, operating intercity coaches with online booking.' },
      { noun: 'Shipping', weight: 1, cities: [['Jeddah', 2], ['Dammam', 2]], sentence: 'Shipping and port services company headquartered in {city}, providing container handling and customs clearance.' },
      { noun: 'Car Rental', weight: 1, sentence: 'Car rental and leasing company based in {city}, with airport branches and corporate fleet leasing.' },
    ],
    cities: [['Riyadh', 3], ['Jeddah', 3], ['Dammam', 2], ['Khobar', 1], ['Medina', 1], ['Tabuk', 1]],
    extras: ['Customers track shipments and manage bookings online.', 'Drivers and couriers use its mobile app, which records location data.'],
  },
  Insurance: {
    count: 8,
    kinds: [
      { noun: 'Cooperative Insurance', weight: 3, sentence: 'Cooperative insurance company headquartered in {city}, offering motor, medical and property cover to individuals and businesses.' },
      { noun: 'Takaful', weight: 2, sentence: 'Takaful provider based in {city}, offering family protection, medical and motor cover.' },
      { noun: 'Insurance', weight: 2, sentence: 'Insurance company based in {city}, specialising in group health insurance for employers and their staff.' },
    ],
    cities: [['Riyadh', 4], ['Jeddah', 3], ['Khobar', 2], ['Dammam', 1]],
    extras: ['Policies are quoted and issued online, and claims can be filed through its app.', 'It distributes through brokers, aggregators and its own website.'],
  },
  'Hospitality & Tourism': {
    count: 6,
    kinds: [
      { noun: 'Hotels', weight: 2, sentence: 'Hotel group headquartered in {city}, operating city hotels and serviced apartments.' },
      { noun: 'Resorts', weight: 2, cities: [['Abha', 2], ['Tabuk', 1], ['Jeddah', 1]], sentence: 'Resort operator based in {city}, running mountain and coastal resorts for domestic and international visitors.' },
      { noun: 'Travel', weight: 2, sentence: 'Travel agency based in {city}, selling flights, hotel packages and Umrah programmes online and in branches.' },
      { noun: 'Hospitality', weight: 1, sentence: 'Hospitality company based in {city}, operating restaurants, cafes and event venues.' },
    ],
    cities: [['Mecca', 2], ['Medina', 2], ['Jeddah', 2], ['Abha', 2], ['Riyadh', 1], ['Tabuk', 1]],
    extras: ['Guests book directly through its website and app, which store passport details.', 'Its loyalty programme rewards repeat stays.'],
  },
  'Food & Agriculture': {
    count: 6,
    kinds: [
      { noun: 'Foods', weight: 2, sentence: 'Food manufacturer headquartered in {city}, producing packaged snacks, sauces and bakery products for supermarkets.' },
      { noun: 'Dairy', weight: 2, sentence: 'Dairy producer based in {city}, supplying fresh milk, laban and cheese to retailers across the Kingdom.' },
      { noun: 'Poultry', weight: 1, sentence: 'Integrated poultry producer based in {city}, supplying fresh and frozen chicken to retailers and restaurants.' },
      { noun: 'Dates', weight: 1, cities: [['Medina', 2], ['Riyadh', 1]], sentence: 'Date farming and packaging company based in {city}, exporting premium dates and selling gift boxes online.' },
      { noun: 'Agriculture', weight: 1, sentence: 'Agricultural company based in {city}, growing greenhouse vegetables for wholesale markets.' },
    ],
    cities: [['Riyadh', 2], ['Medina', 2], ['Tabuk', 2], ['Jeddah', 1], ['Abha', 1], ['Dammam', 1]],
    extras: ['Its consumer website runs recipes, promotions and an online shop.', 'It sells to households through a delivery app as well as through retailers.'],
  },
  Technology: {
    count: 4,
    kinds: [
      { noun: 'Technologies', weight: 2, sentence: 'IT services company headquartered in {city}, providing cloud migration, cybersecurity and managed services to enterprises.' },
      { noun: 'Digital', weight: 2, sentence: 'Software company based in {city}, developing HR, payroll and e-invoicing platforms for SMEs.' },
      { noun: 'Systems', weight: 1, sentence: 'Systems integrator based in {city}, delivering ERP and smart-building projects.' },
      { noun: 'Cloud', weight: 1, sentence: 'Cloud hosting provider based in {city}, operating local data centres for businesses that need in-Kingdom data residency.' },
    ],
    cities: [['Riyadh', 4], ['Jeddah', 1], ['Khobar', 1]],
    extras: ['Its platforms process employee and customer data on behalf of client companies.', 'Clients sign up for trials directly on its website.'],
  },
};
