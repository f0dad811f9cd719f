/**
 * Word lists the demo data is drawn from. Towns carry real outward post codes and their county, so
 * an address reads right (a Leeds LS6 address, a Glasgow G12 one); Scottish and Welsh towns are
 * flagged because their tax codes carry an S or C prefix.
 */
export type Town = { city: string; county: string; outwardCodes: readonly string[]; nation?: 'scotland' | 'wales' };

export const towns: readonly Town[] = [
  { city: 'London', county: 'Greater London', outwardCodes: ['E1', 'E14', 'N1', 'N7', 'SE1', 'SE15', 'SW2', 'SW11', 'W2', 'W12', 'NW1', 'NW10'] },
  { city: 'Croydon', county: 'Greater London', outwardCodes: ['CR0', 'CR2'] },
  { city: 'Leeds', county: 'West Yorkshire', outwardCodes: ['LS1', 'LS2', 'LS6', 'LS11', 'LS12'] },
  { city: 'Bradford', county: 'West Yorkshire', outwardCodes: ['BD1', 'BD3', 'BD7', 'BD8'] },
  { city: 'Wakefield', county: 'West Yorkshire', outwardCodes: ['WF1', 'WF2'] },
  { city: 'Huddersfield', county: 'West Yorkshire', outwardCodes: ['HD1', 'HD2'] },
  { city: 'Sheffield', county: 'South Yorkshire', outwardCodes: ['S1', 'S2', 'S6', 'S11'] },
  { city: 'Doncaster', county: 'South Yorkshire', outwardCodes: ['DN1', 'DN4'] },
  { city: 'York', county: 'North Yorkshire', outwardCodes: ['YO1', 'YO10', 'YO24'] },
  { city: 'Hull', county: 'East Riding of Yorkshire', outwardCodes: ['HU1', 'HU3', 'HU5'] },
  { city: 'Manchester', county: 'Greater Manchester', outwardCodes: ['M1', 'M4', 'M14', 'M20'] },
  { city: 'Salford', county: 'Greater Manchester', outwardCodes: ['M5', 'M6'] },
  { city: 'Bolton', county: 'Greater Manchester', outwardCodes: ['BL1', 'BL3'] },
  { city: 'Stockport', county: 'Greater Manchester', outwardCodes: ['SK1', 'SK4'] },
  { city: 'Liverpool', county: 'Merseyside', outwardCodes: ['L1', 'L8', 'L15', 'L18'] },
  { city: 'Preston', county: 'Lancashire', outwardCodes: ['PR1', 'PR2'] },
  { city: 'Blackpool', county: 'Lancashire', outwardCodes: ['FY1', 'FY4'] },
  { city: 'Newcastle upon Tyne', county: 'Tyne and Wear', outwardCodes: ['NE1', 'NE4', 'NE6'] },
  { city: 'Sunderland', county: 'Tyne and Wear', outwardCodes: ['SR1', 'SR4'] },
  { city: 'Middlesbrough', county: 'North Yorkshire', outwardCodes: ['TS1', 'TS5'] },
  { city: 'Carlisle', county: 'Cumbria', outwardCodes: ['CA1', 'CA2'] },
  { city: 'Birmingham', county: 'West Midlands', outwardCodes: ['B1', 'B5', 'B15', 'B29'] },
  { city: 'Coventry', county: 'West Midlands', outwardCodes: ['CV1', 'CV3', 'CV5'] },
  { city: 'Wolverhampton', county: 'West Midlands', outwardCodes: ['WV1', 'WV3'] },
  { city: 'Leicester', county: 'Leicestershire', outwardCodes: ['LE1', 'LE2', 'LE4'] },
  { city: 'Nottingham', county: 'Nottinghamshire', outwardCodes: ['NG1', 'NG5', 'NG7'] },
  { city: 'Derby', county: 'Derbyshire', outwardCodes: ['DE1', 'DE22', 'DE23'] },
  { city: 'Stoke-on-Trent', county: 'Staffordshire', outwardCodes: ['ST1', 'ST4'] },
  { city: 'Northampton', county: 'Northamptonshire', outwardCodes: ['NN1', 'NN3'] },
  { city: 'Lincoln', county: 'Lincolnshire', outwardCodes: ['LN1', 'LN2', 'LN6'] },
  { city: 'Peterborough', county: 'Cambridgeshire', outwardCodes: ['PE1', 'PE2'] },
  { city: 'Cambridge', county: 'Cambridgeshire', outwardCodes: ['CB1', 'CB2', 'CB4'] },
  { city: 'Norwich', county: 'Norfolk', outwardCodes: ['NR1', 'NR2', 'NR3'] },
  { city: 'Ipswich', county: 'Suffolk', outwardCodes: ['IP1', 'IP3', 'IP4'] },
  { city: 'Luton', county: 'Bedfordshire', outwardCodes: ['LU1', 'LU2'] },
  { city: 'Milton Keynes', county: 'Buckinghamshire', outwardCodes: ['MK6', 'MK9'] },
  { city: 'Oxford', county: 'Oxfordshire', outwardCodes: ['OX1', 'OX4'] },
  { city: 'Reading', county: 'Berkshire', outwardCodes: ['RG1', 'RG2', 'RG30'] },
  { city: 'Slough', county: 'Berkshire', outwardCodes: ['SL1', 'SL2'] },
  { city: 'Brighton', county: 'East Sussex', outwardCodes: ['BN1', 'BN2'] },
  { city: 'Southampton', county: 'Hampshire', outwardCodes: ['SO14', 'SO15', 'SO17'] },
  { city: 'Portsmouth', county: 'Hampshire', outwardCodes: ['PO1', 'PO4'] },
  { city: 'Bournemouth', county: 'Dorset', outwardCodes: ['BH1', 'BH8'] },
  { city: 'Bristol', county: 'City of Bristol', outwardCodes: ['BS1', 'BS3', 'BS5', 'BS7'] },
  { city: 'Bath', county: 'Somerset', outwardCodes: ['BA1', 'BA2'] },
  { city: 'Exeter', county: 'Devon', outwardCodes: ['EX1', 'EX2', 'EX4'] },
  { city: 'Plymouth', county: 'Devon', outwardCodes: ['PL1', 'PL4'] },
  { city: 'Gloucester', county: 'Gloucestershire', outwardCodes: ['GL1', 'GL4'] },
  { city: 'Swindon', county: 'Wiltshire', outwardCodes: ['SN1', 'SN2'] },
  { city: 'Canterbury', county: 'Kent', outwardCodes: ['CT1', 'CT2'] },
  { city: 'Maidstone', county: 'Kent', outwardCodes: ['ME14', 'ME15'] },
  { city: 'Chelmsford', county: 'Essex', outwardCodes: ['CM1', 'CM2'] },
  { city: 'Colchester', county: 'Essex', outwardCodes: ['CO1', 'CO2'] },
  { city: 'Cardiff', county: 'Cardiff', outwardCodes: ['CF10', 'CF11', 'CF24'], nation: 'wales' },
  { city: 'Swansea', county: 'Swansea', outwardCodes: ['SA1', 'SA2'], nation: 'wales' },
  { city: 'Newport', county: 'Newport', outwardCodes: ['NP19', 'NP20'], nation: 'wales' },
  { city: 'Glasgow', county: 'Glasgow City', outwardCodes: ['G1', 'G3', 'G12', 'G31'], nation: 'scotland' },
  { city: 'Edinburgh', county: 'City of Edinburgh', outwardCodes: ['EH1', 'EH3', 'EH7', 'EH11'], nation: 'scotland' },
  { city: 'Aberdeen', county: 'Aberdeen City', outwardCodes: ['AB10', 'AB24'], nation: 'scotland' },
  { city: 'Dundee', county: 'Dundee City', outwardCodes: ['DD1', 'DD3'], nation: 'scotland' },
  { city: 'Belfast', county: 'County Antrim', outwardCodes: ['BT1', 'BT7', 'BT9'] },
];

export const streetNames = [
  'High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Park Avenue', 'Mill Lane', 'Queen Street',
  'King Street', 'London Road', 'Manor Road', 'Green Lane', 'The Crescent', 'Springfield Road', 'Chapel Street',
  'Albert Road', 'Grange Road', 'New Road', 'School Lane', 'York Road', 'North Street', 'Windsor Road',
  'Kingsway', 'Orchard Close', 'Meadow View', 'Elm Grove', 'Beech Avenue', 'Hawthorn Drive', 'Castle Street',
  'Bridge Street', 'Market Place', 'Westfield Road', 'Richmond Terrace', 'Cedar Court', 'Oak Tree Lane',
];

type Names = { male: readonly string[]; female: readonly string[]; last: readonly string[] };

const britishNames: Names = {
  male: [
    'Oliver', 'George', 'Harry', 'Jack', 'Jacob', 'Noah', 'Charlie', 'Thomas', 'Oscar', 'William', 'James', 'Leo',
    'Alfie', 'Henry', 'Joshua', 'Freddie', 'Archie', 'Ethan', 'Isaac', 'Alexander', 'Daniel', 'Samuel', 'Joseph',
    'Lewis', 'Max', 'Mohammed', 'Callum', 'Connor', 'Ryan', 'Liam', 'Kieran', 'Aaron', 'Dylan', 'Owen', 'Rhys',
    'Jamie', 'Scott', 'Craig', 'Darren', 'Lee', 'Mark', 'Paul', 'Gary', 'Stephen', 'David', 'Michael', 'Andrew',
  ],
  female: [
    'Olivia', 'Amelia', 'Isla', 'Ava', 'Emily', 'Sophia', 'Grace', 'Mia', 'Poppy', 'Ella', 'Lily', 'Evie',
    'Isabella', 'Sophie', 'Ivy', 'Freya', 'Harper', 'Willow', 'Charlotte', 'Jessica', 'Chloe', 'Lucy', 'Ruby',
    'Megan', 'Hannah', 'Holly', 'Katie', 'Bethany', 'Lauren', 'Rebecca', 'Sarah', 'Emma', 'Laura', 'Rachel',
    'Claire', 'Nicola', 'Louise', 'Gemma', 'Kelly', 'Amy', 'Zara', 'Aisha', 'Niamh', 'Siobhan', 'Caitlin',
  ],
  last: [
    'Smith', 'Jones', 'Williams', 'Taylor', 'Brown', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Johnson', 'Roberts',
    'Robinson', 'Thompson', 'Wright', 'Walker', 'White', 'Edwards', 'Hughes', 'Green', 'Hall', 'Lewis', 'Harris',
    'Clarke', 'Patel', 'Jackson', 'Wood', 'Turner', 'Martin', 'Cooper', 'Hill', 'Ward', 'Morris', 'Moore', 'Clark',
    'Lee', 'King', 'Baker', 'Harrison', 'Morgan', 'Allen', 'James', 'Scott', 'Phillips', 'Watson', 'Davis',
    'Parker', 'Price', 'Bennett', 'Young', 'Griffiths', 'Mitchell', 'Kelly', 'Cook', 'Carter', 'Richardson',
    'Bailey', 'Collins', 'Bell', 'Shaw', 'Murphy', 'Miller', 'Cox', 'Richards', 'Khan', 'Marshall', 'Anderson',
    'Simpson', 'Ellis', 'Adams', 'Singh', 'Begum', 'Wilkinson', 'Foster', 'Chapman', 'Powell', 'Webb', 'Rogers',
    'Gray', 'Mason', 'Ali', 'Hunt', 'Hussain', 'Campbell', 'Matthews', "O'Brien", 'MacDonald', 'Stewart', 'Reid',
    'Fraser', 'Graham', 'Murray', 'Doyle', 'Byrne', "O'Neill", 'Lloyd', 'Price-Jones', 'Owen', 'Pritchard',
  ],
};

const polishNames: Names = {
  male: ['Jakub', 'Kacper', 'Piotr', 'Tomasz', 'Krzysztof', 'Paweł', 'Michał', 'Marcin', 'Łukasz', 'Mateusz', 'Grzegorz', 'Wojciech'],
  female: ['Anna', 'Katarzyna', 'Magdalena', 'Agnieszka', 'Joanna', 'Monika', 'Aleksandra', 'Natalia', 'Zofia', 'Małgorzata'],
  last: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski'],
};

const romanianNames: Names = {
  male: ['Andrei', 'Alexandru', 'Mihai', 'Ionuț', 'Florin', 'Gabriel', 'Adrian', 'Cristian', 'Vlad', 'Răzvan'],
  female: ['Ioana', 'Elena', 'Maria', 'Andreea', 'Alexandra', 'Gabriela', 'Mihaela', 'Cristina', 'Roxana', 'Bianca'],
  last: ['Popescu', 'Ionescu', 'Popa', 'Dumitru', 'Stan', 'Stoica', 'Gheorghe', 'Munteanu', 'Constantin', 'Rusu', 'Matei', 'Ciobanu'],
};

const southAsianNames: Names = {
  male: ['Arjun', 'Rahul', 'Amit', 'Vikram', 'Sanjay', 'Imran', 'Bilal', 'Usman', 'Hamza', 'Rohan', 'Kiran', 'Harpreet'],
  female: ['Priya', 'Anjali', 'Pooja', 'Sana', 'Ayesha', 'Fatima', 'Noor', 'Simran', 'Neha', 'Kavita', 'Amrita', 'Zainab'],
  last: ['Patel', 'Sharma', 'Singh', 'Kaur', 'Gupta', 'Shah', 'Khan', 'Ahmed', 'Hussain', 'Iqbal', 'Chaudhry', 'Mistry'],
};

const westAfricanNames: Names = {
  male: ['Chinedu', 'Oluwaseun', 'Emeka', 'Tunde', 'Kwame', 'Kofi', 'Ifeanyi', 'Segun', 'Babajide', 'Yaw'],
  female: ['Adaeze', 'Chiamaka', 'Folake', 'Ngozi', 'Abena', 'Ama', 'Funmilayo', 'Yetunde', 'Efua', 'Temitope'],
  last: ['Okafor', 'Adeyemi', 'Okonkwo', 'Balogun', 'Mensah', 'Owusu', 'Adebayo', 'Eze', 'Nwosu', 'Boateng'],
};

const southernEuropeanNames: Names = {
  male: ['João', 'Pedro', 'Tiago', 'Marco', 'Luca', 'Giuseppe', 'Javier', 'Carlos', 'Miguel', 'Antonio'],
  female: ['Ana', 'Beatriz', 'Inês', 'Giulia', 'Francesca', 'Chiara', 'Lucía', 'Carmen', 'Sofia', 'Marta'],
  last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Rossi', 'Russo', 'Esposito', 'García', 'Fernández', 'López'],
};

const balticBulgarianNames: Names = {
  male: ['Tomas', 'Mantas', 'Darius', 'Lukas', 'Georgi', 'Ivan', 'Dimitar', 'Nikolai'],
  female: ['Ieva', 'Rūta', 'Gabija', 'Lina', 'Desislava', 'Milena', 'Petya', 'Elitsa'],
  last: ['Kazlauskas', 'Jankauskas', 'Petrauskas', 'Stankevičius', 'Ivanov', 'Georgiev', 'Dimitrov', 'Petrov'],
};

/** Nationality (stored upper case, part 1 section 3), its share of workers and the names it draws from. */
export const nationalities: readonly { value: string; weight: number; names: Names; needsShareCode: boolean }[] = [
  { value: 'BRITISH', weight: 70, names: britishNames, needsShareCode: false },
  { value: 'IRISH', weight: 3, names: britishNames, needsShareCode: false },
  { value: 'POLISH', weight: 6, names: polishNames, needsShareCode: true },
  { value: 'ROMANIAN', weight: 6, names: romanianNames, needsShareCode: true },
  { value: 'INDIAN', weight: 3, names: southAsianNames, needsShareCode: true },
  { value: 'PAKISTANI', weight: 2, names: southAsianNames, needsShareCode: true },
  { value: 'NIGERIAN', weight: 1.5, names: westAfricanNames, needsShareCode: true },
  { value: 'GHANAIAN', weight: 1, names: westAfricanNames, needsShareCode: true },
  { value: 'PORTUGUESE', weight: 2, names: southernEuropeanNames, needsShareCode: true },
  { value: 'ITALIAN', weight: 1.5, names: southernEuropeanNames, needsShareCode: true },
  { value: 'SPANISH', weight: 1, names: southernEuropeanNames, needsShareCode: true },
  { value: 'LITHUANIAN', weight: 1.5, names: balticBulgarianNames, needsShareCode: true },
  { value: 'BULGARIAN', weight: 1.5, names: balticBulgarianNames, needsShareCode: true },
];

/** Sort code prefixes of the big UK banks, so sort codes look familiar (the rest is random). */
export const sortCodePrefixes = ['20', '30', '40', '60', '09', '07', '77', '83', '11', '04', '23', '56'];

/** Fictional but plausible; e-mails use the reserved example domains (RFC 2606), so none reaches a person. */
export const emailDomains = ['example.com', 'example.co.uk', 'example.org', 'example.net'];

export const workerNotes = [
  'Forklift licence (counterbalance).',
  'Prefers night shifts.',
  'CSCS card holder.',
  'Available weekends only.',
  'Own transport.',
  'Food hygiene level 2.',
  'Requested weekly pay by BACS.',
  'Returning worker.',
];

/** Agency names: ~50, unique, stored upper case like the agencies area does (part 2). */
const agencyFirstWords = [
  'NORTHERN', 'PREMIER', 'APEX', 'CITYWIDE', 'PENNINE', 'MERIDIAN', 'SUMMIT', 'HARBOUR', 'CASTLE', 'RIVERSIDE',
  'CROWN', 'KEYSTONE', 'BEACON', 'ORBIT', 'PINNACLE', 'THAMES', 'MERSEY', 'SEVERN', 'CLYDE', 'TYNE',
  'HIGHLAND', 'MIDLAND', 'COASTAL', 'METRO', 'CORNERSTONE', 'FIRSTCALL', 'SWIFT', 'ALLIANCE', 'VANGUARD', 'HORIZON',
  'ACORN', 'OAKWOOD', 'REDBRICK', 'BLUEPRINT', 'LANDMARK', 'PROSPECT', 'SOVEREIGN', 'UNITY', 'VALLEY', 'WESSEX',
  'MERCIA', 'ANGLIA', 'CALEDONIAN', 'CAMBRIAN', 'DALES', 'FENLAND', 'CHILTERN', 'COTSWOLD', 'SOLENT', 'MARCHES',
];
const agencyLastWords = ['STAFFING LTD', 'RECRUITMENT LTD', 'PERSONNEL LTD', 'WORKFORCE LTD', 'EMPLOYMENT SERVICES LTD', 'TEMPS LTD', 'PEOPLE LTD'];
export const agencyNames: readonly string[] = agencyFirstWords.map((w, i) => `${w} ${agencyLastWords[i % agencyLastWords.length]!}`);

export const businessTypes = ['recruitment', 'staffing', 'temporary', 'permanent', 'contracting', 'consulting'] as const;
export const industryTypes = ['Warehousing', 'Logistics', 'Hospitality', 'Construction', 'Manufacturing', 'Healthcare', 'Retail', 'Food production'];

export const payrollCompanyNames: readonly string[] = [
  'Castlegate Payroll Ltd',
  'Meridian Umbrella Ltd',
  'Harbour Payroll Services Ltd',
  'Oakfield PAYE Solutions Ltd',
  'Riverside Payroll Ltd',
  'Summit Contractor Pay Ltd',
  'Pennine Payroll Bureau Ltd',
  'Thistle Payroll Services Ltd',
];

/**
 * Landline numbers from Ofcom's ranges reserved for drama (01134960000-0999, 01214960000-0999, ...)
 * and mobiles from 07700900000-0999: they look real and belong to nobody.
 */
export const dramaLandlinePrefixes = ['0113496', '0114496', '0115496', '0116496', '0117496', '0118496', '0121496', '0131496', '0141496', '0151496', '0161496', '0207946'];
export const DRAMA_MOBILE_PREFIX = '07700900';
