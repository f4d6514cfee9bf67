/** Word lists the demo generator picks from (deterministically, by customer index and seed). */

export const FIRST_NAMES = [
  'Oliver', 'Charlotte', 'Jack', 'Amelia', 'William', 'Isla', 'Noah', 'Mia', 'Thomas', 'Olivia', 'James', 'Ava', 'Lucas', 'Grace',
  'Henry', 'Chloe', 'Liam', 'Zoe', 'Ethan', 'Sophie', 'Mason', 'Ruby', 'Leo', 'Emily', 'Harrison', 'Matilda', 'Samuel', 'Evie',
  'Max', 'Harper', 'Archie', 'Sienna', 'Hudson', 'Ella', 'Cooper', 'Lily', 'Charlie', 'Georgia', 'Lachlan', 'Willow', 'Riley',
  'Hannah', 'Oscar', 'Scarlett', 'Harvey', 'Ivy', 'Xavier', 'Audrey', 'Angus', 'Frankie', 'Mei', 'Wei', 'Priya', 'Arjun', 'Aroha',
  'Tane', 'Ngoc', 'Minh', 'Sofia', 'Mateo', 'Chloé', 'José', 'Zoë', 'Renée', 'Siobhán', 'Björn', 'Nikolaos', 'Fatima', 'Omar',
  'Yusuf', 'Hiroshi', 'Yuki', 'Jarrah', 'Kirra', 'Talia', 'Declan', 'Bronte', 'Flynn', 'Imogen', 'Callum',
] as const;

export const LAST_NAMES = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Johnson', 'White', 'Martin', 'Anderson', 'Thompson', 'Nguyen',
  'Thomas', 'Walker', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King', 'Davis', 'Wright', 'Evans', 'Roberts', 'Green',
  'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Tran', 'Le', 'Chen', 'Wang', 'Li', 'Zhang', 'Singh', 'Kaur', 'Murphy',
  "O'Brien", "O'Connor", 'McDonald', 'MacKenzie', 'Campbell', 'Stewart', 'Mitchell', 'Young', 'Scott', 'Edwards', 'Hughes',
  'Papadopoulos', 'Rossi', 'Russo', 'Nakamura', 'Kowalski', 'Novak', 'Müller', 'Søndergaard', 'Núñez', 'García', 'Pérez',
  'Haddad', 'Ahmed', 'Khan', 'Ivanov', 'Dimitriou', 'Fitzgerald', 'Gallagher', 'Brennan', 'Sutherland', 'Cunningham',
] as const;

export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Mx'] as const;

/** Real suburbs with their state, postcode and landline area code. */
export const SUBURBS: readonly (readonly [suburb: string, state: string, postcode: string, areaCode: string])[] = [
  ['Sydney', 'NSW', '2000', '02'], ['Pyrmont', 'NSW', '2009', '02'], ['Surry Hills', 'NSW', '2010', '02'], ['Zetland', 'NSW', '2017', '02'],
  ['Mascot', 'NSW', '2020', '02'], ['Bondi Junction', 'NSW', '2022', '02'], ['Chatswood', 'NSW', '2067', '02'], ['St Leonards', 'NSW', '2065', '02'],
  ['Parramatta', 'NSW', '2150', '02'], ['Rhodes', 'NSW', '2138', '02'], ['Wolli Creek', 'NSW', '2205', '02'], ['Newcastle', 'NSW', '2300', '02'],
  ['Wollongong', 'NSW', '2500', '02'], ['Melbourne', 'VIC', '3000', '03'], ['Southbank', 'VIC', '3006', '03'], ['Docklands', 'VIC', '3008', '03'],
  ['Richmond', 'VIC', '3121', '03'], ['South Yarra', 'VIC', '3141', '03'], ['Box Hill', 'VIC', '3128', '03'], ['Footscray', 'VIC', '3011', '03'],
  ['Brunswick', 'VIC', '3056', '03'], ['St Kilda', 'VIC', '3182', '03'], ['Geelong', 'VIC', '3220', '03'], ['Brisbane City', 'QLD', '4000', '07'],
  ['Fortitude Valley', 'QLD', '4006', '07'], ['South Brisbane', 'QLD', '4101', '07'], ['Newstead', 'QLD', '4006', '07'], ['Surfers Paradise', 'QLD', '4217', '07'],
  ['Broadbeach', 'QLD', '4218', '07'], ['Maroochydore', 'QLD', '4558', '07'], ['Townsville City', 'QLD', '4810', '07'], ['Adelaide', 'SA', '5000', '08'],
  ['North Adelaide', 'SA', '5006', '08'], ['Glenelg', 'SA', '5045', '08'], ['Bowden', 'SA', '5007', '08'], ['Perth', 'WA', '6000', '08'],
  ['East Perth', 'WA', '6004', '08'], ['Subiaco', 'WA', '6008', '08'], ['Fremantle', 'WA', '6160', '08'], ['Hobart', 'TAS', '7000', '03'],
  ['Launceston', 'TAS', '7250', '03'], ['Canberra', 'ACT', '2601', '02'], ['Braddon', 'ACT', '2612', '02'], ['Kingston', 'ACT', '2604', '02'],
  ['Darwin City', 'NT', '0800', '08'],
];

export const STREET_NAMES = [
  'George', 'Pitt', 'Harris', 'Elizabeth', 'Macquarie', 'Collins', 'Bourke', 'Flinders', 'Spencer', 'Lonsdale', 'Queen', 'Adelaide',
  'Ann', 'Wickham', 'Hay', 'Murray', 'Wellington', 'King William', 'Hindley', 'Northbourne', 'Lonsdale', 'Chapel', 'Church',
  'Victoria', 'Albert', 'Railway', 'Station', 'Park', 'Bridge', 'Harbour', 'Ocean', 'Beach', 'Marine', 'Botany', 'Gardeners',
  'Bay', 'Smith', 'Johnston', 'Brunswick', 'Oxford', 'Crown', 'Bathurst', 'Liverpool', 'Goulburn', 'Sussex', 'Kent', 'Clarence',
] as const;

export const STREET_TYPES = ['Street', 'Road', 'Avenue', 'Parade', 'Lane', 'Place', 'Drive', 'Terrace', 'Boulevard', 'Esplanade'] as const;

export const BUILDING_NAMES = [
  'Harbour View', 'The Metropolitan', 'Wattle Grove', 'Riverside', 'Parkside', 'The Ivy', 'Skyline', 'Botanica', 'The Foundry',
  'Union Square', 'Southpoint', 'Northshore', 'The Quarter', 'Bayside', 'Eucalypt', 'The Residences', 'Jacaranda', 'Banksia',
  'Waratah', 'The Mill', 'Central Park', 'Lumiere', 'Aurora', 'Horizon', 'Meridian', 'The Terraces', 'Sandstone', 'Ironbark',
  'The Exchange', 'Spring Hill', 'Elysium', 'Sapphire', 'The Garden', 'Coastal', 'Promenade', 'The Lighthouse',
] as const;

export const BUILDING_SUFFIXES = ['Tower', 'Apartments', 'Residences', 'Tower A', 'Tower B', 'House', 'Lofts', 'Place', 'Quarter', 'Court'] as const;

export const MANAGING_AGENTS = ['Strata Plus', 'Harbour Strata Management', 'Bright & Duncan', 'Netstrata', 'Whelan Property Group', 'Capitol Strata'] as const;

export const BUSINESS_WORDS = [
  'Coffee', 'Bakery', 'Dental', 'Physio', 'Legal', 'Accounting', 'Design', 'Fitness', 'Yoga', 'Florist', 'Pharmacy', 'Barber',
  'Consulting', 'Realty', 'Tech', 'Media', 'Catering', 'Noodle Bar', 'Pizzeria', 'Bookshop', 'Optometry', 'Veterinary', 'Studio',
  'Cleaning', 'Plumbing', 'Electrical', 'Architects', 'Wine Bar', 'Gelato', 'Laundromat',
] as const;

export const BUSINESS_FORMS = ['Pty Ltd', 'Pty Ltd', 'Pty Ltd', 'Group', 'Co', '& Sons', 'Partners', 'Holdings Pty Ltd'] as const;

export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example.com', 'inbox.example.net'] as const;

export const STAFF = ['admin', 'jsmith', 'mnguyen', 'kpatel', 'troberts', 'lchen', 'system'] as const;

export const CUSTOMER_ALERTS = [
  'Dog on premises: call before attending site',
  'Prefers contact after 5pm',
  'Interpreter required (Mandarin)',
  'Interpreter required (Vietnamese)',
  'Account holder is hard of hearing: use email',
  'Key held by building manager',
] as const;

export const ACTIVITY_NOTES = [
  'Customer called about the latest bill; explained the supply charge.',
  'Left a voicemail asking the customer to call back.',
  'Emailed a copy of the invoice to the customer.',
  'Customer requested a payment extension until next pay day.',
  'Special meter read booked with the metering provider.',
  'Reviewed usage against the same period last year; higher due to winter heating.',
  'Customer confirmed new postal address.',
  'Sent hardship programme information pack.',
  'Medical confirmation form posted to the customer.',
  'Complaint acknowledged within two business days.',
  'Meter technician reported no fault found.',
  'Customer happy with the outcome; closing.',
  'Awaiting documents from the customer.',
  'Building manager provided access details.',
] as const;

export const CUSTOMER_NOTES = [
  'Customer moved in from another unit in the same building.',
  'Prefers to be called on the mobile number.',
  'Paid by cheque in the past; now on BPAY.',
  'Tenant; property managed by the building agent.',
  'Asked to be told about solar plans.',
] as const;

export const EMAIL_SUBJECTS = [
  'Your latest bill',
  'Payment received, thank you',
  'Your account is overdue',
  'Welcome to your new home',
  'Planned outage notice',
  'Your payment plan details',
  'Life support registration',
  'Price change notice',
] as const;

export const SMS_MESSAGES = [
  'Your bill of {amount} is due on {date}. Pay via BPAY or at my account.',
  'Reminder: your payment is overdue. Please call us on 1300 928 853.',
  'Planned power outage on {date} from 9am to 1pm for maintenance.',
  'Thanks, we have received your payment.',
] as const;
