/**
 * Static reference data for places (000 §3): provinces, warehouses, driver-dispatch hubs,
 * delivery regions with their zones, and the towns and neighbourhoods inside each zone.
 * Plain typed constants; `seed.ts` writes them to the database.
 */

/** Province codes used by the business ('HX' is the Maritimes pseudo-province). */
export type ProvinceCode = 'MB' | 'SK' | 'AB' | 'BC' | 'ON' | 'HX' | 'QC' | 'NS' | 'PE' | 'NB';

/** Warehouse SKUs. */
export type WarehouseSku = 'cg' | 'ab' | 'hx' | 'tr' | 'bc' | 'mb' | 'mt' | 'ot' | 'sk' | 'kl' | 'hm';

export interface ProvinceSeed {
  readonly name: string;
  readonly code: ProvinceCode;
}

export interface WarehouseSeed {
  readonly name: string;
  readonly sku: WarehouseSku;
}

/** A driver-dispatch region of the delivery service (its ids look like dispatch-service ids). */
export interface DeliveryHubSeed {
  /** Stable 24-character lowercase alphanumeric id. */
  readonly regionId: string;
  readonly regionName: string;
  readonly warehouseSku: WarehouseSku;
}

export interface ZoneSeed {
  readonly name: string;
  /** Real town or neighbourhood names in the zone (2–5, unique within the zone). */
  readonly towns: readonly string[];
  /**
   * First letter of the zone's postal codes when the region's province allows several and the
   * zone lies in one real province (the Maritimes region spans NS 'B', PE 'C' and NB 'E').
   */
  readonly postalLetter?: string;
}

export interface RegionSeed {
  /** Region tag as orders and reports use it, e.g. 'Québec_City'. */
  readonly tag: string;
  readonly provinceCode: ProvinceCode;
  readonly warehouseSku: WarehouseSku;
  readonly zones: readonly ZoneSeed[];
}

/** Provinces in id order. */
export const PROVINCES: readonly ProvinceSeed[] = [
  { name: 'Manitoba', code: 'MB' },
  { name: 'Saskatchewan', code: 'SK' },
  { name: 'Alberta', code: 'AB' },
  { name: 'British Columbia', code: 'BC' },
  { name: 'Ontario', code: 'ON' },
  { name: 'Maritimes', code: 'HX' },
  { name: 'Quebec', code: 'QC' },
  { name: 'Nova Scotia', code: 'NS' },
  { name: 'Prince Edward Island', code: 'PE' },
  { name: 'New Brunswick', code: 'NB' },
];

/** Warehouses in id order. */
export const WAREHOUSES: readonly WarehouseSeed[] = [
  { name: 'Calgary', sku: 'cg' },
  { name: 'Edmonton', sku: 'ab' },
  { name: 'Halifax', sku: 'hx' },
  { name: 'Toronto', sku: 'tr' },
  { name: 'Vancouver', sku: 'bc' },
  { name: 'Winnipeg', sku: 'mb' },
  { name: 'Montreal', sku: 'mt' },
  { name: 'Ottawa', sku: 'ot' },
  { name: 'Saskatchewan', sku: 'sk' }, // serves Regina and Saskatoon
  { name: 'Kelowna', sku: 'kl' },
  { name: 'Hamilton', sku: 'hm' },
];

/** One driver-dispatch hub per warehouse. */
export const DELIVERY_HUBS: readonly DeliveryHubSeed[] = [
  { regionId: '5f2b8c1e9a4d7b0013c6e2a1', regionName: 'Calgary Hub', warehouseSku: 'cg' },
  { regionId: '5f2b8c4a7e1f3d0021a9b7c4', regionName: 'Edmonton Hub', warehouseSku: 'ab' },
  { regionId: '60a4d2f38b5c9e00174f1d62', regionName: 'Halifax Hub', warehouseSku: 'hx' },
  { regionId: '5e9c7a21d4b83f0042e5a9f0', regionName: 'Toronto Hub', warehouseSku: 'tr' },
  { regionId: '5ea1f6c09d2b4e00386b7c15', regionName: 'Vancouver Hub', warehouseSku: 'bc' },
  { regionId: '5d8e3b7f2c6a1900551e4d8b', regionName: 'Winnipeg Hub', warehouseSku: 'mb' },
  { regionId: '5fc3a9e14b7d2600289d6f3e', regionName: 'Montreal Hub', warehouseSku: 'mt' },
  { regionId: '60187d5c2e9f4a003b1c8e77', regionName: 'Ottawa Hub', warehouseSku: 'ot' },
  { regionId: '5f6e2d9a8c3b1700462a5b9d', regionName: 'Saskatchewan Hub', warehouseSku: 'sk' },
  { regionId: '61b0c4e7f5a2d8001d7e3a46', regionName: 'Kelowna Hub', warehouseSku: 'kl' },
  { regionId: '6123f8a6b9c1e40027d4c5b0', regionName: 'Hamilton Hub', warehouseSku: 'hm' },
];

/** The 28 delivery regions with their zones and towns. */
export const REGIONS: readonly RegionSeed[] = [
  {
    tag: 'Halifax',
    provinceCode: 'NS',
    warehouseSku: 'hx',
    zones: [
      { name: 'Halifax Peninsula', towns: ['South End', 'North End', 'West End', 'Downtown Halifax'] },
      { name: 'Halifax Mainland', towns: ['Clayton Park', 'Fairview', 'Spryfield', 'Timberlea'] },
      { name: 'Dartmouth', towns: ['Dartmouth', 'Cole Harbour', 'Eastern Passage', 'Woodlawn'] },
      { name: 'Bedford & Sackville', towns: ['Bedford', 'Lower Sackville', 'Middle Sackville', 'Fall River'] },
    ],
  },
  {
    tag: 'Maritimes',
    provinceCode: 'HX',
    warehouseSku: 'hx',
    zones: [
      { name: 'Prince Edward Island', postalLetter: 'C', towns: ['Charlottetown', 'Summerside', 'Stratford', 'Cornwall'] },
      { name: 'Southeast New Brunswick', postalLetter: 'E', towns: ['Moncton', 'Dieppe', 'Riverview', 'Shediac'] },
      {
        name: 'Saint John & Fredericton',
        postalLetter: 'E',
        towns: ['Saint John', 'Quispamsis', 'Rothesay', 'Fredericton', 'Oromocto'],
      },
      {
        name: 'Cape Breton & Northern NS',
        postalLetter: 'B',
        towns: ['Sydney', 'Glace Bay', 'Truro', 'New Glasgow', 'Antigonish'],
      },
    ],
  },
  {
    tag: 'Québec_City',
    provinceCode: 'QC',
    warehouseSku: 'mt',
    zones: [
      { name: 'Québec Centre', towns: ['Vieux-Québec', 'Saint-Roch', 'Limoilou', 'Montcalm'] },
      { name: 'Sainte-Foy–Sillery', towns: ['Sainte-Foy', 'Sillery', 'Cap-Rouge', "L'Ancienne-Lorette"] },
      { name: 'Charlesbourg–Beauport', towns: ['Charlesbourg', 'Beauport', 'Lac-Saint-Charles'] },
      { name: 'Lévis', towns: ['Lévis', 'Saint-Romuald', 'Charny', 'Saint-Nicolas'] },
    ],
  },
  {
    tag: 'Montreal',
    provinceCode: 'QC',
    warehouseSku: 'mt',
    zones: [
      { name: 'Downtown Montreal', towns: ['Ville-Marie', 'Le Plateau-Mont-Royal', 'Griffintown', 'Mile End'] },
      {
        name: 'Central & Southwest',
        towns: ['Westmount', 'Outremont', 'Notre-Dame-de-Grâce', 'Verdun', 'LaSalle'],
      },
      {
        name: 'East Montreal',
        towns: ['Rosemont', 'Hochelaga-Maisonneuve', 'Anjou', 'Saint-Léonard', 'Montréal-Nord'],
      },
      {
        name: 'West Island',
        towns: ['Pointe-Claire', 'Dollard-des-Ormeaux', 'Kirkland', 'Beaconsfield', 'Pierrefonds'],
      },
    ],
  },
  {
    tag: 'Montreal_Surrounding',
    provinceCode: 'QC',
    warehouseSku: 'mt',
    zones: [
      { name: 'Laval', towns: ['Chomedey', 'Sainte-Rose', 'Vimont', 'Laval-des-Rapides'] },
      { name: 'South Shore', towns: ['Longueuil', 'Brossard', 'Boucherville', 'Saint-Lambert', 'La Prairie'] },
      { name: 'North Shore', towns: ['Terrebonne', 'Repentigny', 'Blainville', 'Mirabel', 'Saint-Jérôme'] },
      { name: 'Vaudreuil-Soulanges', towns: ['Vaudreuil-Dorion', 'Pincourt', "L'Île-Perrot", 'Saint-Lazare'] },
    ],
  },
  {
    tag: 'Ottawa',
    provinceCode: 'ON',
    warehouseSku: 'ot',
    zones: [
      { name: 'Ottawa Central', towns: ['Centretown', 'The Glebe', 'ByWard Market', 'Sandy Hill', 'Westboro'] },
      { name: 'Ottawa East', towns: ['Orléans', 'Vanier', 'Beacon Hill', 'Blackburn Hamlet'] },
      { name: 'Ottawa West', towns: ['Kanata', 'Stittsville', 'Nepean', 'Barrhaven'] },
      { name: 'Ottawa South', towns: ['Riverside South', 'Findlay Creek', 'Manotick', 'Greely'] },
    ],
  },
  {
    tag: 'Kingston',
    provinceCode: 'ON',
    warehouseSku: 'ot',
    zones: [
      { name: 'Kingston Central', towns: ['Sydenham Ward', 'Williamsville', 'Portsmouth', 'Kingscourt'] },
      { name: 'Kingston West', towns: ['Cataraqui', 'Westbrook', 'Amherstview', 'Bath'] },
      { name: 'Kingston East', towns: ['Barriefield', 'Pittsburgh', 'Wolfe Island', 'Gananoque'] },
    ],
  },
  {
    tag: 'Hamilton',
    provinceCode: 'ON',
    warehouseSku: 'hm',
    zones: [
      { name: 'Hamilton Central', towns: ['Downtown Hamilton', 'Durand', 'Kirkendall', 'Westdale'] },
      { name: 'Hamilton Mountain', towns: ['Rolston', 'Ryckmans', 'Mount Hope', 'Binbrook'] },
      { name: 'Stoney Creek', towns: ['Stoney Creek', 'Winona', 'Red Hill', 'Bartonville'] },
      { name: 'Ancaster & Dundas', towns: ['Ancaster', 'Dundas', 'Waterdown', 'Flamborough'] },
    ],
  },
  {
    tag: 'Toronto',
    provinceCode: 'ON',
    warehouseSku: 'tr',
    zones: [
      {
        name: 'Downtown Toronto',
        towns: ['The Annex', 'Yorkville', 'Liberty Village', 'Cabbagetown', 'Leslieville'],
      },
      { name: 'North York', towns: ['Willowdale', 'Don Mills', 'Bayview Village', 'Downsview'] },
      { name: 'Scarborough', towns: ['Agincourt', 'Malvern', 'Guildwood', 'Scarborough Village'] },
      { name: 'Etobicoke', towns: ['Mimico', 'Islington', 'The Kingsway', 'Rexdale'] },
    ],
  },
  {
    tag: 'Kitchener_Waterloo',
    provinceCode: 'ON',
    warehouseSku: 'tr',
    zones: [
      { name: 'Kitchener', towns: ['Downtown Kitchener', 'Doon', 'Forest Heights', 'Stanley Park'] },
      { name: 'Waterloo', towns: ['Uptown Waterloo', 'Beechwood', 'Laurelwood', 'Lakeshore'] },
      { name: 'Cambridge', towns: ['Galt', 'Preston', 'Hespeler'] },
      { name: 'Woolwich & Wilmot', towns: ['Elmira', 'St. Jacobs', 'New Hamburg', 'Baden'] },
    ],
  },
  {
    tag: 'London',
    provinceCode: 'ON',
    warehouseSku: 'tr',
    zones: [
      { name: 'London North', towns: ['Masonville', 'Stoneybrook', 'Hyde Park', 'Uplands'] },
      { name: 'London South', towns: ['White Oaks', 'Wortley Village', 'Byron', 'Lambeth'] },
      { name: 'London East', towns: ['Old East Village', 'Argyle', 'Hamilton Road', 'Fanshawe'] },
      { name: 'Around London', towns: ['St. Thomas', 'Strathroy', 'Komoka', 'Ilderton'] },
    ],
  },
  {
    tag: 'Really_Rural_MB',
    provinceCode: 'MB',
    warehouseSku: 'mb',
    zones: [
      { name: 'Northern Manitoba', towns: ['Thompson', 'The Pas', 'Flin Flon', 'Gillam'] },
      { name: 'Parkland', towns: ['Dauphin', 'Swan River', 'Roblin', 'Russell'] },
      { name: 'North Interlake', towns: ['Gimli', 'Arborg', 'Riverton', 'Ashern'] },
    ],
  },
  {
    tag: 'Rural_MB',
    provinceCode: 'MB',
    warehouseSku: 'mb',
    zones: [
      { name: 'Westman', towns: ['Brandon', 'Virden', 'Souris', 'Neepawa'] },
      { name: 'Pembina Valley', towns: ['Winkler', 'Morden', 'Altona', 'Carman'] },
      { name: 'Eastman', towns: ['Steinbach', 'Niverville', 'Ste. Anne', 'Beausejour'] },
      { name: 'Central Plains', towns: ['Portage la Prairie', 'MacGregor', 'Gladstone'] },
    ],
  },
  {
    tag: 'Winnipeg_Surrounding',
    provinceCode: 'MB',
    warehouseSku: 'mb',
    zones: [
      { name: 'Selkirk & Stonewall', towns: ['Selkirk', 'Lockport', 'St. Andrews', 'Stonewall'] },
      { name: 'East & West St. Paul', towns: ['East St. Paul', 'West St. Paul', 'Birds Hill', 'Oakbank'] },
      { name: 'South of Winnipeg', towns: ['Oak Bluff', 'La Salle', 'Île-des-Chênes', 'Lorette'] },
      { name: 'Headingley & Rosser', towns: ['Headingley', 'Rosser', 'St. François Xavier'] },
    ],
  },
  {
    tag: 'Winnipeg',
    provinceCode: 'MB',
    warehouseSku: 'mb',
    zones: [
      { name: 'Winnipeg North', towns: ['West Kildonan', 'Garden City', 'The Maples', 'Inkster Gardens'] },
      {
        name: 'Winnipeg South',
        towns: ['St. Vital', 'Fort Garry', 'St. Norbert', 'Fort Richmond', 'Waverley West'],
      },
      { name: 'Winnipeg East', towns: ['Transcona', 'St. Boniface', 'Windsor Park', 'Elmwood'] },
      { name: 'Winnipeg West', towns: ['St. James', 'Charleswood', 'Tuxedo', 'River Heights', 'Wolseley'] },
    ],
  },
  {
    tag: 'Regina',
    provinceCode: 'SK',
    warehouseSku: 'sk',
    zones: [
      { name: 'Regina North', towns: ['Normanview', 'Walsh Acres', 'Regent Park', 'Lakeridge'] },
      { name: 'Regina South', towns: ['Whitmore Park', 'Hillsdale', 'Albert Park', 'Harbour Landing', 'Lakeview'] },
      { name: 'Regina East', towns: ['Glencairn', 'Arcola East', 'University Park', 'Wood Meadows'] },
      { name: 'Around Regina', towns: ['White City', 'Emerald Park', 'Pilot Butte', 'Balgonie', 'Lumsden'] },
    ],
  },
  {
    tag: 'Saskatoon',
    provinceCode: 'SK',
    warehouseSku: 'sk',
    zones: [
      { name: 'Saskatoon East', towns: ['Nutana', 'Briarwood', 'Stonebridge', 'Willowgrove', 'Evergreen'] },
      { name: 'Saskatoon West', towns: ['Riversdale', 'Mount Royal', 'Westview', 'Hampton Village', 'Blairmore'] },
      { name: 'Around Saskatoon', towns: ['Martensville', 'Warman', 'Osler', 'Dalmeny'] },
    ],
  },
  {
    tag: 'Southern_AB',
    provinceCode: 'AB',
    warehouseSku: 'cg',
    zones: [
      { name: 'Lethbridge', towns: ['Lethbridge', 'Coaldale', 'Coalhurst', 'Picture Butte'] },
      { name: 'Medicine Hat', towns: ['Medicine Hat', 'Redcliff', 'Dunmore', 'Bow Island'] },
      { name: 'Foothills', towns: ['Okotoks', 'High River', 'Black Diamond', 'Turner Valley'] },
    ],
  },
  {
    tag: 'Calgary',
    provinceCode: 'AB',
    warehouseSku: 'cg',
    zones: [
      { name: 'Calgary NE', towns: ['Saddle Ridge', 'Martindale', 'Falconridge', 'Renfrew', 'Airdrie'] },
      { name: 'Calgary NW', towns: ['Tuscany', 'Varsity', 'Hillhurst', 'Edgemont'] },
      { name: 'Calgary SW', towns: ['Altadore', 'Signal Hill', 'Killarney', 'Aspen Woods'] },
      { name: 'Calgary SE', towns: ['Mahogany', 'Auburn Bay', 'McKenzie Towne', 'Inglewood'] },
    ],
  },
  {
    tag: 'Edmonton',
    provinceCode: 'AB',
    warehouseSku: 'ab',
    zones: [
      {
        name: 'Edmonton Central',
        towns: ['Downtown Edmonton', 'Oliver', 'Old Strathcona', 'Garneau', 'Highlands'],
      },
      { name: 'Edmonton North', towns: ['Castle Downs', 'Griesbach', 'Clareview', 'Londonderry'] },
      { name: 'Edmonton South', towns: ['Mill Woods', 'Windermere', 'Terwillegar', 'Rutherford'] },
      { name: 'Edmonton West', towns: ['Callingwood', 'Glenora', 'Lewis Farms', 'Jasper Place'] },
    ],
  },
  {
    tag: 'Northern_AB',
    provinceCode: 'AB',
    warehouseSku: 'ab',
    zones: [
      {
        name: 'Edmonton Metro',
        towns: ['St. Albert', 'Sherwood Park', 'Spruce Grove', 'Leduc', 'Fort Saskatchewan'],
      },
      { name: 'Red Deer', towns: ['Red Deer', 'Sylvan Lake', 'Lacombe', 'Blackfalds'] },
      { name: 'Northern Alberta', towns: ['Grande Prairie', 'Fort McMurray', 'Cold Lake', 'Athabasca'] },
    ],
  },
  {
    tag: 'Okanagan',
    provinceCode: 'BC',
    warehouseSku: 'kl',
    zones: [
      { name: 'North Okanagan', towns: ['Vernon', 'Coldstream', 'Armstrong', 'Enderby'] },
      { name: 'South Okanagan', towns: ['Penticton', 'Summerland', 'Oliver', 'Osoyoos'] },
      { name: 'Shuswap', towns: ['Salmon Arm', 'Sicamous', 'Sorrento'] },
    ],
  },
  {
    tag: 'Kelowna_Surrounding',
    provinceCode: 'BC',
    warehouseSku: 'kl',
    zones: [
      { name: 'West Kelowna', towns: ['West Kelowna', 'Westbank', 'Peachland'] },
      { name: 'Lake Country', towns: ['Lake Country', 'Winfield', 'Oyama', 'Okanagan Centre'] },
    ],
  },
  {
    tag: 'Kelowna',
    provinceCode: 'BC',
    warehouseSku: 'kl',
    zones: [
      { name: 'Kelowna Central', towns: ['Downtown Kelowna', 'Pandosy', 'Rutland', 'Black Mountain'] },
      { name: 'Kelowna North', towns: ['Glenmore', 'Dilworth', 'Wilden', 'Quail Ridge'] },
      { name: 'Kelowna South', towns: ['Lower Mission', 'Upper Mission', 'Okanagan Mission', 'Kettle Valley'] },
    ],
  },
  {
    tag: 'Surrounding_VAC',
    provinceCode: 'BC',
    warehouseSku: 'bc',
    zones: [
      { name: 'North Shore', towns: ['North Vancouver', 'West Vancouver', 'Lynn Valley', 'Deep Cove'] },
      { name: 'Burnaby & New Westminster', towns: ['Metrotown', 'Brentwood', 'Burnaby Heights', 'New Westminster'] },
      { name: 'Tri-Cities', towns: ['Coquitlam', 'Port Coquitlam', 'Port Moody', 'Anmore'] },
      { name: 'Richmond & Delta', towns: ['Richmond', 'Steveston', 'Ladner', 'Tsawwassen', 'North Delta'] },
    ],
  },
  {
    tag: 'Langley',
    provinceCode: 'BC',
    warehouseSku: 'bc',
    zones: [
      {
        name: 'Langley',
        towns: ['Langley City', 'Willoughby', 'Walnut Grove', 'Fort Langley', 'Aldergrove'],
      },
      { name: 'Surrey', towns: ['Surrey Central', 'Fleetwood', 'Newton', 'Cloverdale', 'South Surrey'] },
      { name: 'Fraser Valley', towns: ['Abbotsford', 'Mission', 'Chilliwack', 'Maple Ridge'] },
    ],
  },
  {
    tag: 'Vancouver',
    provinceCode: 'BC',
    warehouseSku: 'bc',
    zones: [
      { name: 'Downtown Vancouver', towns: ['West End', 'Yaletown', 'Coal Harbour', 'Gastown'] },
      { name: 'Vancouver West', towns: ['Kitsilano', 'Point Grey', 'Dunbar', 'Kerrisdale', 'Shaughnessy'] },
      {
        name: 'Vancouver East',
        towns: ['Mount Pleasant', 'Grandview-Woodland', 'Hastings-Sunrise', 'Renfrew-Collingwood'],
      },
      { name: 'Vancouver South', towns: ['Marpole', 'Oakridge', 'Sunset', 'Fraserview'] },
    ],
  },
  {
    tag: 'Victoria',
    provinceCode: 'BC',
    warehouseSku: 'bc',
    zones: [
      { name: 'Victoria Core', towns: ['James Bay', 'Fairfield', 'Fernwood', 'Oak Bay'] },
      { name: 'Saanich', towns: ['Gordon Head', 'Cordova Bay', 'Royal Oak', 'Cadboro Bay'] },
      { name: 'Westshore', towns: ['Langford', 'Colwood', 'View Royal', 'Sooke'] },
      { name: 'Saanich Peninsula', towns: ['Sidney', 'Central Saanich', 'Brentwood Bay', 'North Saanich'] },
    ],
  },
];

/**
 * The region name for a tag: underscores become spaces and each word gets a capital first
 * letter, the rest kept as written so acronyms stay ('Québec_City' → 'Québec City',
 * 'Really_Rural_MB' → 'Really Rural MB').
 */
export function regionNameFromTag(tag: string): string {
  return tag
    .split('_')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toLocaleUpperCase('en-CA') + word.slice(1))
    .join(' ');
}

/** The hub that dispatches drivers for a warehouse's regions. */
export function hubForWarehouse(sku: WarehouseSku): DeliveryHubSeed {
  const hub = DELIVERY_HUBS.find((candidate) => candidate.warehouseSku === sku);
  if (!hub) throw new Error(`No delivery hub for warehouse ${sku}`);
  return hub;
}
