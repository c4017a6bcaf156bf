/**
 * The bundled address data: real street names, by postcode district, for the districts the seed, the tests and
 * the demo regions use (Leeds and West Yorkshire, Manchester, Sheffield, Leicester, Nottingham, Birmingham, Cardiff, Glasgow).
 * Each line: post town, locality (or ''), streets separated by '|'. A new district: its line, and its code in `regions`.
 */
const districts: Record<string, [town: string, locality: string, streets: string]> = {
  // West Yorkshire, England
  LS1: ['Leeds', '', 'Park Square|Boar Lane|The Headrow|Briggate|Wellington Street|Park Row|East Parade|Albion Street'],
  LS2: ['Leeds', '', 'Woodhouse Lane|Blenheim Terrace|Vicar Lane|Merrion Street|Clarendon Road|New Briggate|Eastgate'],
  LS3: ['Leeds', 'Burley', 'Burley Road|Kirkstall Road|Park Lane|Westfield Road|Belle Vue Road'],
  LS4: ['Leeds', 'Burley', 'Kirkstall Road|Cardigan Lane|Burley Lodge Road|Argie Avenue|Stanmore Hill'],
  LS5: ['Leeds', 'Kirkstall', 'Broad Lane|Vesper Road|Abbey Road|Hawksworth Road|Kirkstall Lane'],
  LS6: [
    'Leeds',
    'Headingley',
    'Headingley Lane|Otley Road|Cardigan Road|Hyde Park Road|Brudenell Road|Royal Park Road|Headingley Avenue',
  ],
  LS7: [
    'Leeds',
    'Chapel Allerton',
    'Chapeltown Road|Roundhay Road|Harrogate Road|Stainbeck Lane|Potternewton Lane|Scott Hall Road',
  ],
  LS8: ['Leeds', 'Roundhay', 'Harehills Lane|Easterly Road|Street Lane|Oakwood Lane|Roundhay Road|Gledhow Wood Road'],
  LS9: ['Leeds', '', 'York Road|Harehills Lane|Beckett Street|East Park Road|Pontefract Lane|Cross Green Lane'],
  LS10: ['Leeds', 'Hunslet', 'Hunslet Road|Belle Isle Road|Middleton Road|Church Street|Balm Road|Low Road'],
  LS11: ['Leeds', 'Beeston', 'Dewsbury Road|Elland Road|Beeston Road|Tempest Road|Cross Flatts Avenue'],
  LS12: ['Leeds', 'Armley', 'Armley Road|Tong Road|Town Street|Stanningley Road|Whingate Road|Cockshott Lane'],
  LS13: ['Leeds', 'Bramley', 'Town Street|Stanningley Road|Broad Lane|Rodley Lane|Swinnow Road'],
  LS14: ['Leeds', 'Seacroft', 'York Road|Seacroft Avenue|Ring Road Seacroft|Wetherby Road|Kentmere Avenue'],
  LS15: ['Leeds', 'Cross Gates', 'Austhorpe Road|Station Road|Selby Road|Cross Gates Road|Colton Road'],
  LS16: ['Leeds', 'Adel', 'Otley Old Road|Otley Road|Holt Lane|Tinshill Road|Adel Lane|Cookridge Lane'],
  LS17: ['Leeds', 'Moortown', 'King Lane|Harrogate Road|Shadwell Lane|Alwoodley Lane|Street Lane'],
  LS18: ['Leeds', 'Horsforth', 'Low Lane|Town Street|New Road Side|Long Row|Station Road|Fink Hill'],
  LS19: ['Leeds', 'Yeadon', 'High Street|Harrogate Road|Henshaw Lane|Apperley Lane|Leeds Road'],
  LS20: ['Leeds', 'Guiseley', 'Otley Road|Oxford Road|Bradford Road|Town Street|Oak Avenue'],
  LS21: ['Otley', '', 'Boroughgate|Westgate|Kirkgate|Bondgate|Courthouse Street|Newall Carr Road'],
  LS22: ['Wetherby', '', 'High Street|Westgate|Boston Road|Deighton Road|Linton Road'],
  LS23: ['Wetherby', 'Boston Spa', 'High Street|Bridge Road|Church Street|Clifford Road'],
  LS25: ['Leeds', 'Garforth', 'Main Street|Aberford Road|Lidgett Lane|Selby Road|Barwick Road'],
  LS26: ['Leeds', 'Rothwell', 'Commercial Street|Marsh Street|Leeds Road|Oulton Lane|Wakefield Road'],
  LS27: ['Leeds', 'Morley', 'Queen Street|Fountain Street|Bruntcliffe Road|Victoria Road|Howley Park Road'],
  LS28: ['Pudsey', '', 'Lowtown|Church Lane|Greenside|Richardshaw Lane|Galloway Lane'],
  LS29: ['Ilkley', '', 'The Grove|Brook Street|Leeds Road|Cowpasture Road|Station Road'],
  WF1: ['Wakefield', '', 'Westgate|Kirkgate|Northgate|Wood Street|Ings Road'],
  WF2: ['Wakefield', '', 'Dewsbury Road|Thornes Road|Horbury Road|Denby Dale Road|Alverthorpe Road'],
  WF3: ['Wakefield', '', 'Leeds Road|Bradford Road|Aberford Road|Lofthouse Gate|Wakefield Road'],
  WF12: ['Dewsbury', '', 'Thornhill Road|Savile Road|Leeds Road|Ravensthorpe Road|Huddersfield Road'],
  WF13: ['Dewsbury', '', 'Bradford Road|Halifax Road|Staincliffe Road|Boothroyd Lane|Crackenedge Lane'],
  WF14: ['Mirfield', '', 'Huddersfield Road|Station Road|Knowl Road|Church Lane|Lee Green'],
  WF15: ['Liversedge', '', 'Halifax Road|Huddersfield Road|Knowler Hill|Valley Road|Listing Lane'],
  WF16: ['Heckmondwike', '', 'Flush|Market Place|Westgate|Union Street|High Street|Walkley Lane'],
  WF17: ['Batley', '', 'Bradford Road|Commercial Street|Track Road|Wilton Street|Healey Lane'],
  // North Yorkshire, England
  LS24: ['Tadcaster', '', 'High Street|Bridge Street|Station Road|Leeds Road|Wighill Lane'],
  // Greater Manchester, England
  M1: ['Manchester', '', 'Portland Street|Piccadilly|Oxford Street|Princess Street|Whitworth Street|Sackville Street'],
  M2: ['Manchester', '', 'Deansgate|King Street|Cross Street|Mosley Street|Peter Street'],
  M3: ['Manchester', '', 'St John Street|Quay Street|Bridge Street|Byrom Street|Deansgate'],
  M4: ['Manchester', '', 'Thomas Street|Oldham Street|Great Ancoats Street|Tib Street|Church Street|Oldham Road'],
  M8: ['Manchester', 'Cheetham Hill', 'Cheetham Hill Road|Waterloo Road|Crescent Road|Middleton Road|Elizabeth Street'],
  M9: ['Manchester', 'Blackley', 'Rochdale Road|Moston Lane|Victoria Avenue|Charlestown Road|Blackley New Road'],
  M11: ['Manchester', 'Openshaw', 'Ashton Old Road|Ashton New Road|North Road|Edge Lane'],
  M12: ['Manchester', 'Longsight', 'Hyde Road|Stockport Road|Kirkmanshulme Lane|Pink Bank Lane'],
  M13: ['Manchester', '', 'Oxford Road|Upper Brook Street|Plymouth Grove|Dickenson Road|Hathersage Road'],
  M14: [
    'Manchester',
    'Fallowfield',
    'Wilmslow Road|Platt Lane|Moseley Road|Claremont Road|Great Western Street|Ladybarn Lane',
  ],
  M15: ['Manchester', 'Hulme', 'Stretford Road|Chorlton Road|Boundary Lane|Jackson Crescent|Rolls Crescent'],
  M16: ['Manchester', 'Whalley Range', 'Withington Road|Upper Chorlton Road|Alexandra Road|Ayres Road|Seymour Grove'],
  M18: ['Manchester', 'Gorton', 'Hyde Road|Mount Road|Gorton Lane|Abbey Hey Lane'],
  M19: ['Manchester', 'Levenshulme', 'Stockport Road|Burnage Lane|Mauldeth Road|Barlow Road|Slade Lane'],
  M20: ['Manchester', 'Didsbury', 'Fog Lane|Wilmslow Road|Palatine Road|Lapwing Lane|Barlow Moor Road|School Lane'],
  M21: ['Manchester', 'Chorlton', 'Barlow Moor Road|Beech Road|Wilbraham Road|Manchester Road|Sandy Lane'],
  M22: ['Manchester', 'Northenden', 'Palatine Road|Sharston Road|Altrincham Road|Church Road|Brownley Road'],
  M23: ['Manchester', 'Wythenshawe', 'Altrincham Road|Brooklands Road|Floats Road|Southmoor Road'],
  M40: ['Manchester', 'Moston', 'Oldham Road|Moston Lane|Culcheth Lane|Briscoe Lane|Lightbowne Road'],
  // Leicestershire, England
  LE1: ['Leicester', '', 'Granby Street|Belvoir Street|High Street|Gallowtree Gate|Humberstone Gate|Charles Street'],
  LE2: ['Leicester', '', 'London Road|Queens Road|Clarendon Park Road|Welford Road|Evington Road|Victoria Park Road'],
  LE3: ['Leicester', '', 'Narborough Road|Hinckley Road|Braunstone Lane|Fosse Road South|Western Road'],
  LE4: ['Leicester', 'Belgrave', 'Belgrave Road|Melton Road|Loughborough Road|Abbey Lane|Anstey Lane'],
  LE5: ['Leicester', 'Evington', 'Uppingham Road|Humberstone Road|Coleman Road|Spencefield Lane|St Saviours Road'],
  LE11: ['Loughborough', '', 'Market Place|Ashby Road|Forest Road|Leicester Road|Nottingham Road'],
  LE18: ['Wigston', '', 'Station Road|Leicester Road|Bull Head Street|Moat Street|Long Street'],
  LE19: ['Leicester', 'Enderby', 'Mill Lane|Desford Road|Leicester Road|King Street|Brook Street'],
  // South Yorkshire, England
  S1: ['Sheffield', '', 'Division Street|West Street|Fargate|Leopold Street|Church Street|Surrey Street'],
  S10: ['Sheffield', 'Broomhill', 'Fulwood Road|Glossop Road|Clarkehouse Road|Whitham Road|Crookesmoor Road'],
  // Nottinghamshire, England
  NG1: ['Nottingham', '', 'Long Row|Market Street|Friar Lane|Goldsmith Street|Mansfield Road|Maid Marian Way'],
  NG2: ['Nottingham', 'West Bridgford', 'Radcliffe Road|Loughborough Road|Arkwright Street|Bridgford Road|Abbey Road'],
  NG3: ['Nottingham', 'Mapperley', 'Woodborough Road|Carlton Road|Hungerhill Road|Porchester Road|Mapperley Road'],
  NG4: ['Nottingham', 'Carlton', 'Carlton Hill|Main Road|Burton Road|Westdale Lane'],
  NG5: ['Nottingham', 'Sherwood', 'Mansfield Road|Hucknall Road|Edwards Lane|Valley Road|Front Street'],
  NG6: ['Nottingham', 'Bulwell', 'Main Street|Highbury Road|Commercial Road|Vernon Road'],
  NG7: [
    'Nottingham',
    'Lenton',
    'Derby Road|Lenton Boulevard|Ilkeston Road|Gregory Boulevard|Alfreton Road|Castle Boulevard',
  ],
  NG8: ['Nottingham', 'Wollaton', 'Wollaton Road|Beechdale Road|Bramcote Lane|Charlbury Road|Strelley Road'],
  NG9: ['Nottingham', 'Beeston', 'High Road|Chilwell Road|Station Road|Derby Road|Queens Road'],
  NG11: ['Nottingham', 'Clifton', 'Farnborough Road|Southchurch Drive|Clifton Lane|Wilford Lane|Green Lane'],
  // West Midlands, England
  B1: ['Birmingham', '', 'Broad Street|Newhall Street|Paradise Street|Great Charles Street|Summer Row'],
  B2: ['Birmingham', '', 'New Street|Corporation Street|Colmore Row|Waterloo Street|Bennetts Hill|Temple Row'],
  B3: ['Birmingham', '', 'Newhall Street|Great Hampton Street|Livery Street|Church Street|Cornwall Street'],
  B5: ['Birmingham', '', 'Bristol Street|Bromsgrove Street|Hurst Street|Pershore Street|Smallbrook Queensway'],
  B13: ['Birmingham', 'Moseley', 'Alcester Road|Wake Green Road|Salisbury Road|Woodbridge Road|Springfield Road'],
  B15: ['Birmingham', 'Edgbaston', 'Hagley Road|Harborne Road|Pritchatts Road|Bristol Road|Calthorpe Road'],
  B16: ['Birmingham', 'Edgbaston', 'Hagley Road|Monument Road|Ladywood Middleway|Reservoir Road'],
  B17: ['Birmingham', 'Harborne', 'High Street|War Lane|Harborne Park Road|Court Oak Road|Lordswood Road'],
  B29: ['Birmingham', 'Selly Oak', 'Bristol Road|Oak Tree Lane|Tiverton Road|Heeley Road|Exeter Road'],
  B30: ['Birmingham', 'Stirchley', 'Bournville Lane|Pershore Road|Linden Road|Mary Vale Road|Hazelwell Street'],
  // South Glamorgan, Wales
  CF5: ['Cardiff', 'Llandaff', 'Cowbridge Road West|Cardiff Road|Fairwater Road|Grand Avenue|Mill Road'],
  CF10: ['Cardiff', '', 'Queen Street|St Mary Street|Westgate Street|Churchill Way|Bute Street'],
  CF11: [
    'Cardiff',
    'Canton',
    'Cathedral Road|Cowbridge Road East|Clare Road|Lower Cathedral Road|Kings Road|Neville Street',
  ],
  CF14: ['Cardiff', 'Whitchurch', 'Merthyr Road|Heathwood Road|Caerphilly Road|Whitchurch Road|Manor Way'],
  CF23: ['Cardiff', 'Cyncoed', 'Cyncoed Road|Penylan Road|Lake Road East|Ty Draw Road|Llandennis Road'],
  CF24: ['Cardiff', 'Roath', 'City Road|Albany Road|Crwys Road|Richmond Road|Newport Road|Cathays Terrace'],
  // Lanarkshire, Scotland
  G1: ['Glasgow', '', 'Buchanan Street|Ingram Street|Argyle Street|Queen Street|Glassford Street'],
  G2: ['Glasgow', '', 'West George Street|Bath Street|St Vincent Street|Hope Street|Wellington Street'],
  G3: ['Glasgow', 'Finnieston', 'Argyle Street|Sauchiehall Street|Kelvingrove Street|Berkeley Street|Woodlands Road'],
  G4: ['Glasgow', '', 'Cathedral Street|Castle Street|Garscube Road|High Street'],
  G11: ['Glasgow', 'Partick', 'Dumbarton Road|Hyndland Road|Crow Road|Highburgh Road|Byres Road'],
  G12: ['Glasgow', 'Hillhead', 'Byres Road|Great Western Road|University Avenue|Gibson Street|Kersland Street'],
  G20: ['Glasgow', 'Maryhill', 'Maryhill Road|Queen Margaret Drive|Wilton Street|Kelvinside Avenue'],
  G41: ['Glasgow', 'Shawlands', 'Pollokshaws Road|Kilmarnock Road|Shields Road|Nithsdale Road|Albert Drive'],
};

/** County and country of each district (codes separated by spaces). */
const regions: Array<[county: string, country: string, districts: string]> = [
  [
    'West Yorkshire',
    'England',
    'LS1 LS2 LS3 LS4 LS5 LS6 LS7 LS8 LS9 LS10 LS11 LS12 LS13 LS14 LS15 LS16 LS17 LS18 LS19 LS20 LS21 LS22 LS23 LS25 LS26 LS27 LS28 LS29 WF1 WF2 WF3 WF12 WF13 WF14 WF15 WF16 WF17',
  ],
  ['North Yorkshire', 'England', 'LS24'],
  ['Greater Manchester', 'England', 'M1 M2 M3 M4 M8 M9 M11 M12 M13 M14 M15 M16 M18 M19 M20 M21 M22 M23 M40'],
  ['Leicestershire', 'England', 'LE1 LE2 LE3 LE4 LE5 LE11 LE18 LE19'],
  ['South Yorkshire', 'England', 'S1 S10'],
  ['Nottinghamshire', 'England', 'NG1 NG2 NG3 NG4 NG5 NG6 NG7 NG8 NG9 NG11'],
  ['West Midlands', 'England', 'B1 B2 B3 B5 B13 B15 B16 B17 B29 B30'],
  ['South Glamorgan', 'Wales', 'CF5 CF10 CF11 CF14 CF23 CF24'],
  ['Lanarkshire', 'Scotland', 'G1 G2 G3 G4 G11 G12 G20 G41'],
];

export type DistrictPlaces = {
  town: string;
  locality: string | null;
  county: string;
  country: string;
  streets: string[];
};

const byDistrict = new Map<string, DistrictPlaces>();
for (const [county, country, codes] of regions) {
  for (const code of codes.split(' ')) {
    const [town, locality, streets] = districts[code]!;
    byDistrict.set(code, { town, locality: locality || null, county, country, streets: streets.split('|') });
  }
}

export const bundledDistrict = (district: string): DistrictPlaces | null => byDistrict.get(district) ?? null;

export const bundledDistrictCodes = (): string[] => [...byDistrict.keys()];
