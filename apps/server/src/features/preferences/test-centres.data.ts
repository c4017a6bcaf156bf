/**
 * DVSA practical driving test centres: the seed's regions (West Yorkshire, Greater Manchester, Leicestershire,
 * Cardiff, Glasgow, Birmingham) and the other large towns of Great Britain. Reference data, seeded into
 * test_centres with stable ids (`test-centre:{key}`). Compiled by hand from the centres' public names;
 * street lines are the road each centre stands on.
 */
export type TestCentreData = {
  key: string;
  name: string;
  line1: string;
  town: string;
  county: string;
  postcode: string;
};

type Row = [key: string, name: string, line1: string, town: string, postcode: string];

const byCounty: Record<string, Row[]> = {
  'West Yorkshire': [
    ['harehills', 'Leeds (Harehills)', 'Harehills Lane', 'Leeds', 'LS9 6JB'],
    ['horsforth', 'Leeds (Horsforth)', 'Low Lane', 'Horsforth', 'LS18 5PX'],
    ['heckmondwike', 'Heckmondwike', 'Flush', 'Heckmondwike', 'WF16 0AT'],
    ['bradford-thornbury', 'Bradford (Thornbury)', 'Leeds Old Road', 'Bradford', 'BD3 8JX'],
    ['bradford-heaton', 'Bradford (Heaton)', 'Haworth Road', 'Bradford', 'BD9 6LL'],
    ['halifax', 'Halifax', 'Huddersfield Road', 'Halifax', 'HX3 0AA'],
    ['wakefield', 'Wakefield', 'Brindley Way', 'Wakefield', 'WF2 0XQ'],
    ['pontefract', 'Pontefract', 'Park Road', 'Pontefract', 'WF8 4QD'],
  ],
  'South Yorkshire': [
    ['sheffield-handsworth', 'Sheffield (Handsworth)', 'Richmond Park Road', 'Sheffield', 'S13 8HS'],
    ['sheffield-middlewood', 'Sheffield (Middlewood)', 'Middlewood Road', 'Sheffield', 'S6 1TA'],
    ['doncaster', 'Doncaster', 'Wheatley Hall Road', 'Doncaster', 'DN2 4PE'],
    ['barnsley', 'Barnsley', 'Claycliffe Road', 'Barnsley', 'S75 1HS'],
    ['rotherham', 'Rotherham', 'Bradbury Way', 'Rotherham', 'S60 1BQ'],
  ],
  'North Yorkshire': [
    ['york', 'York', 'James Street', 'York', 'YO10 3DW'],
    ['harrogate', 'Harrogate', 'Hookstone Chase', 'Harrogate', 'HG2 7HW'],
    ['scarborough', 'Scarborough', 'Seamer Road', 'Scarborough', 'YO12 4DH'],
    ['middlesbrough', 'Middlesbrough', 'Cannon Park Way', 'Middlesbrough', 'TS1 5JU'],
  ],
  'East Riding of Yorkshire': [
    ['hull', 'Hull', 'Spring Bank West', 'Hull', 'HU5 5AJ'],
    ['beverley', 'Beverley', 'Swinemoor Lane', 'Beverley', 'HU17 0LP'],
  ],
  'Greater Manchester': [
    ['didsbury', 'Manchester (Didsbury)', 'Fog Lane', 'Manchester', 'M20 6AY'],
    ['cheetham', 'Manchester (Cheetham Hill)', 'Crescent Road', 'Manchester', 'M8 9JL'],
    ['sale', 'Sale', 'Washway Road', 'Sale', 'M33 7AE'],
    ['bury', 'Bury', 'Rochdale Road', 'Bury', 'BL9 7BB'],
    ['bolton', 'Bolton', 'Lever Street', 'Bolton', 'BL3 6BJ'],
    ['rochdale', 'Rochdale', 'Bamford Road', 'Rochdale', 'OL12 7DE'],
    ['hyde', 'Hyde', 'Talbot Road', 'Hyde', 'SK14 4HH'],
    ['stockport', 'Stockport', 'Hallam Street', 'Stockport', 'SK2 6PT'],
    ['atherton', 'Atherton (Manchester)', 'Upton Road', 'Atherton', 'M46 0DR'],
    ['oldham', 'Oldham', 'Lees Road', 'Oldham', 'OL4 1JN'],
  ],
  Lancashire: [
    ['preston', 'Preston', 'Ringway', 'Preston', 'PR1 2HP'],
    ['blackburn', 'Blackburn with Darwen', 'Davyfield Road', 'Blackburn', 'BB1 2LX'],
    ['blackpool', 'Blackpool', 'Mowbray Drive', 'Blackpool', 'FY3 7JR'],
    ['burnley', 'Burnley', 'Trafalgar Street', 'Burnley', 'BB11 1TE'],
    ['lancaster', 'Lancaster', 'Aldcliffe Road', 'Lancaster', 'LA1 5BD'],
  ],
  Merseyside: [
    ['norris-green', 'Liverpool (Norris Green)', 'Utting Avenue East', 'Liverpool', 'L11 1DB'],
    ['speke', 'Liverpool (Speke)', 'Speke Hall Avenue', 'Liverpool', 'L24 1YN'],
    ['southport', 'Southport', 'Hawthorne Road', 'Southport', 'PR9 9LY'],
    ['st-helens', 'St Helens', 'Kirkland Street', 'St Helens', 'WA10 2EZ'],
    ['upton', 'Upton (Wirral)', 'Arrowe Park Road', 'Wirral', 'CH49 5PQ'],
  ],
  Cheshire: [
    ['chester', 'Chester', 'Sealand Road', 'Chester', 'CH1 4LQ'],
    ['crewe', 'Crewe', 'Weston Road', 'Crewe', 'CW1 6BP'],
    ['warrington', 'Warrington', 'Winwick Road', 'Warrington', 'WA2 7NE'],
    ['macclesfield', 'Macclesfield', 'Hurdsfield Road', 'Macclesfield', 'SK10 2LB'],
  ],
  Leicestershire: [
    ['wigston', 'Leicester (Wigston)', 'Station Road', 'Wigston', 'LE18 2DH'],
    ['leicester-cannock', 'Leicester (Cannock Street)', 'Cannock Street', 'Leicester', 'LE4 9HR'],
    ['loughborough', 'Loughborough', 'Derby Road', 'Loughborough', 'LE11 5AG'],
    ['melton', 'Melton Mowbray', 'Leicester Road', 'Melton Mowbray', 'LE13 0DA'],
  ],
  Nottinghamshire: [
    ['colwick', 'Nottingham (Colwick)', 'Private Road No 8', 'Nottingham', 'NG4 2JX'],
    ['chilwell', 'Nottingham (Chilwell)', 'Chetwynd Road', 'Nottingham', 'NG9 6RY'],
    ['mansfield', 'Mansfield', 'Crown Farm Way', 'Mansfield', 'NG19 0FT'],
    ['newark', 'Newark', 'Brunel Drive', 'Newark', 'NG24 2DE'],
  ],
  Derbyshire: [
    ['derby', 'Derby (Alvaston)', 'Raynesway', 'Derby', 'DE21 7BE'],
    ['chesterfield', 'Chesterfield', 'Sheffield Road', 'Chesterfield', 'S41 8JT'],
  ],
  Northamptonshire: [
    ['northampton', 'Northampton', 'Kingsthorpe Hollow', 'Northampton', 'NN2 6LR'],
    ['kettering', 'Kettering', 'Northfield Avenue', 'Kettering', 'NN16 9HU'],
  ],
  Lincolnshire: [
    ['lincoln', 'Lincoln', 'Outer Circle Road', 'Lincoln', 'LN2 4HY'],
    ['grantham', 'Grantham', 'Alma Park Road', 'Grantham', 'NG31 9SE'],
    ['boston', 'Boston', 'Marsh Lane', 'Boston', 'PE21 7RZ'],
    ['grimsby', 'Grimsby', 'Westgate', 'Grimsby', 'DN31 2EP'],
  ],
  'West Midlands': [
    ['kings-heath', 'Birmingham (Kings Heath)', 'Tenbury Road', 'Birmingham', 'B14 6AQ'],
    ['kingstanding', 'Birmingham (Kingstanding)', 'Hawthorn Road', 'Birmingham', 'B44 8QR'],
    ['garretts-green', 'Birmingham (Garretts Green)', 'Garretts Green Lane', 'Birmingham', 'B33 0SR'],
    ['south-yardley', 'Birmingham (South Yardley)', 'Clay Lane', 'Birmingham', 'B26 1DY'],
    ['coventry', 'Coventry', 'Siskin Drive', 'Coventry', 'CV3 4FJ'],
    ['wolverhampton', 'Wolverhampton', 'Bushbury Lane', 'Wolverhampton', 'WV10 9TX'],
    ['wednesbury', 'Wednesbury', 'Brunswick Park Road', 'Wednesbury', 'WS10 9QR'],
    ['sutton-coldfield', 'Sutton Coldfield', 'Lichfield Road', 'Sutton Coldfield', 'B74 2UA'],
    ['stourbridge', 'Stourbridge', 'Brook Road', 'Stourbridge', 'DY8 1QJ'],
  ],
  Staffordshire: [
    ['stoke', 'Stoke-on-Trent (Cobridge)', 'Cobridge Road', 'Stoke-on-Trent', 'ST1 5JT'],
    ['stafford', 'Stafford', 'Beaconside', 'Stafford', 'ST16 3AE'],
    ['burton', 'Burton-on-Trent', 'Hawkins Lane', 'Burton-on-Trent', 'DE14 1PT'],
    ['cannock', 'Cannock', 'Walkmill Lane', 'Cannock', 'WS11 0XA'],
  ],
  Worcestershire: [
    ['worcester', 'Worcester', 'Sherwood Lane', 'Worcester', 'WR2 4NF'],
    ['redditch', 'Redditch', 'Coldfield Drive', 'Redditch', 'B98 7RU'],
  ],
  Shropshire: [
    ['shrewsbury', 'Shrewsbury', 'Sundorne Road', 'Shrewsbury', 'SY1 4RQ'],
    ['telford', 'Telford', 'Stafford Park 4', 'Telford', 'TF3 3BA'],
  ],
  'Greater London': [
    ['wood-green', 'Wood Green (London)', 'Station Road', 'London', 'N22 7SS'],
    ['mill-hill', 'Mill Hill (London)', 'Bunns Lane', 'London', 'NW7 2AP'],
    ['hendon', 'Hendon (London)', 'Aerodrome Road', 'London', 'NW9 5LL'],
    ['pinner', 'Pinner (London)', 'Rayners Lane', 'Pinner', 'HA5 5DT'],
    ['isleworth', 'Isleworth (Fleming Way)', 'Fleming Way', 'Isleworth', 'TW7 6EU'],
    ['mitcham', 'Mitcham (London)', 'Cranmer Road', 'Mitcham', 'CR4 4LE'],
    ['morden', 'Morden (London)', 'Lower Morden Lane', 'Morden', 'SM4 4SJ'],
    ['wanstead', 'Wanstead (London)', 'Cambridge Park', 'London', 'E11 2PU'],
    ['chingford', 'Chingford (London)', 'Larkshall Road', 'London', 'E4 6PU'],
    ['goodmayes', 'Goodmayes (London)', 'Goodmayes Road', 'Ilford', 'IG3 9UX'],
    ['hornchurch', 'Hornchurch (London)', 'Harrow Lodge Park', 'Hornchurch', 'RM11 1JU'],
    ['sidcup', 'Sidcup (London)', 'Station Road', 'Sidcup', 'DA15 7EX'],
    ['belvedere', 'Belvedere (London)', 'Crabtree Manorway', 'Belvedere', 'DA17 6BT'],
    ['west-wickham', 'West Wickham (London)', 'Glebe Way', 'West Wickham', 'BR4 0RJ'],
    ['tolworth', 'Tolworth (London)', 'Kingston Road', 'Surbiton', 'KT5 9NU'],
    ['greenford', 'Greenford (London)', 'Horsenden Lane South', 'Greenford', 'UB6 7NS'],
    ['barking', 'Barking (Tanner Street)', 'Tanner Street', 'Barking', 'IG11 8QF'],
    ['enfield', 'Enfield (Brancroft Way)', 'Brancroft Way', 'Enfield', 'EN3 7QQ'],
  ],
  Surrey: [
    ['guildford', 'Guildford', 'Cross Lanes', 'Guildford', 'GU1 1UH'],
    ['chertsey', 'Chertsey', 'Guildford Road', 'Chertsey', 'KT16 9DA'],
    ['redhill', 'Redhill Aerodrome', 'Kings Mill Lane', 'Redhill', 'RH1 5YP'],
  ],
  Kent: [
    ['maidstone', 'Maidstone', 'Deacon Trading Estate', 'Maidstone', 'ME20 7SP'],
    ['canterbury', 'Canterbury', 'Wincheap', 'Canterbury', 'CT1 3RX'],
    ['gillingham', 'Gillingham', 'Ambley Road', 'Gillingham', 'ME8 0PP'],
    ['tunbridge-wells', 'Tunbridge Wells', 'Longfield Road', 'Tunbridge Wells', 'TN2 3EY'],
    ['ashford-kent', 'Ashford (Kent)', 'Kingsnorth', 'Ashford', 'TN23 3DQ'],
  ],
  Sussex: [
    ['brighton', 'Brighton', 'Lewes Road', 'Brighton', 'BN2 4GL'],
    ['crawley', 'Crawley', 'Manor Royal', 'Crawley', 'RH10 9PY'],
    ['eastbourne', 'Eastbourne', 'Birch Road', 'Eastbourne', 'BN23 6PE'],
    ['worthing', 'Worthing', 'Chatsmore Crescent', 'Worthing', 'BN12 6QU'],
  ],
  Hampshire: [
    ['southampton', 'Southampton (Maybush)', 'Romsey Road', 'Southampton', 'SO16 4GU'],
    ['portsmouth', 'Portsmouth', 'Airport Service Road', 'Portsmouth', 'PO3 5PA'],
    ['basingstoke', 'Basingstoke', 'Houndmills Road', 'Basingstoke', 'RG21 6XL'],
    ['winchester', 'Winchester', 'Bar End Road', 'Winchester', 'SO23 9NX'],
  ],
  Berkshire: [
    ['reading', 'Reading', 'Cambridge Road', 'Reading', 'RG1 4HW'],
    ['slough', 'Slough (Langley)', 'Langley Road', 'Slough', 'SL3 8AY'],
  ],
  Oxfordshire: [['oxford', 'Oxford (Cowley)', 'Garsington Road', 'Oxford', 'OX4 6DZ']],
  Buckinghamshire: [
    ['aylesbury', 'Aylesbury', 'Gatehouse Road', 'Aylesbury', 'HP19 8DB'],
    ['milton-keynes', 'Milton Keynes', 'Bletcham Way', 'Milton Keynes', 'MK1 1QE'],
  ],
  Hertfordshire: [
    ['borehamwood', 'Borehamwood (London)', 'Elstree Way', 'Borehamwood', 'WD6 1JN'],
    ['watford', 'Watford', 'Colonial Way', 'Watford', 'WD24 4WP'],
    ['stevenage', 'Stevenage', 'Sish Lane', 'Stevenage', 'SG1 3LS'],
  ],
  Bedfordshire: [
    ['bedford', 'Bedford', 'Kempston Road', 'Bedford', 'MK42 8PY'],
    ['luton', 'Luton', 'Kingsway', 'Luton', 'LU4 8EU'],
  ],
  Cambridgeshire: [
    ['cambridge', 'Cambridge (Brookmount Court)', 'Kirkwood Road', 'Cambridge', 'CB4 2QH'],
    ['peterborough', 'Peterborough', 'Bakewell Road', 'Peterborough', 'PE2 6XU'],
  ],
  Essex: [
    ['chelmsford', 'Chelmsford (Hanbury Road)', 'Hanbury Road', 'Chelmsford', 'CM1 3AE'],
    ['colchester', 'Colchester', 'Whitehall Road', 'Colchester', 'CO2 8WA'],
    ['southend', 'Southend-on-Sea', 'Fairfax Drive', 'Westcliff-on-Sea', 'SS0 9SR'],
    ['basildon', 'Basildon', 'Miles Gray Road', 'Basildon', 'SS14 3HJ'],
  ],
  Norfolk: [
    ['norwich', 'Norwich', 'Jupiter Road', 'Norwich', 'NR6 6SS'],
    ['kings-lynn', "King's Lynn", 'Hamburg Way', "King's Lynn", 'PE30 2ND'],
  ],
  Suffolk: [
    ['ipswich', 'Ipswich', 'Ranelagh Road', 'Ipswich', 'IP2 0AA'],
    ['bury-st-edmunds', 'Bury St Edmunds', 'Western Way', 'Bury St Edmunds', 'IP33 3SP'],
  ],
  Bristol: [
    ['avonmouth', 'Bristol (Avonmouth)', 'Kings Weston Lane', 'Bristol', 'BS11 8HT'],
    ['kingswood', 'Bristol (Kingswood)', 'Crown Road', 'Bristol', 'BS15 1PL'],
  ],
  Somerset: [
    ['taunton', 'Taunton', 'Hankridge Way', 'Taunton', 'TA1 2LR'],
    ['yeovil', 'Yeovil', 'Lysander Road', 'Yeovil', 'BA20 2YB'],
  ],
  Devon: [
    ['exeter', 'Exeter', 'Grace Road West', 'Exeter', 'EX2 8PU'],
    ['plymouth', 'Plymouth', 'Budshead Way', 'Plymouth', 'PL6 5FP'],
    ['barnstaple', 'Barnstaple', 'Cedars Road', 'Barnstaple', 'EX32 8JS'],
  ],
  Cornwall: [
    ['bodmin', 'Bodmin', 'Launceston Road', 'Bodmin', 'PL31 2AR'],
    ['camborne', 'Camborne', 'Dolcoath Road', 'Camborne', 'TR14 8RR'],
  ],
  Gloucestershire: [
    ['gloucester', 'Gloucester', 'Eastern Avenue', 'Gloucester', 'GL4 3DN'],
    ['cheltenham', 'Cheltenham', 'Hatherley Lane', 'Cheltenham', 'GL51 6PN'],
  ],
  Wiltshire: [
    ['swindon', 'Swindon', 'Cheney Manor Road', 'Swindon', 'SN2 2PJ'],
    ['salisbury', 'Salisbury', 'Southampton Road', 'Salisbury', 'SP1 2LW'],
  ],
  Dorset: [
    ['poole', 'Poole', 'Nuffield Road', 'Poole', 'BH17 0RB'],
    ['weymouth', 'Weymouth', 'Granby Way', 'Weymouth', 'DT4 9XE'],
  ],
  'Tyne and Wear': [
    ['gosforth', 'Gosforth', 'Salters Road', 'Newcastle upon Tyne', 'NE3 1HQ'],
    ['sunderland', 'Sunderland', 'Leechmere Industrial Estate', 'Sunderland', 'SR2 9TT'],
    ['gateshead', 'Gateshead', 'Kingsway South', 'Gateshead', 'NE11 0SP'],
  ],
  'County Durham': [
    ['durham', 'Durham', 'Dragon Lane', 'Durham', 'DH1 2XH'],
    ['darlington', 'Darlington', 'Yarm Road', 'Darlington', 'DL1 4DW'],
  ],
  Cumbria: [
    ['carlisle', 'Carlisle', 'Brunel Way', 'Carlisle', 'CA1 3NQ'],
    ['kendal', 'Kendal', 'Shap Road', 'Kendal', 'LA9 6NZ'],
  ],
  'South Glamorgan': [
    ['cardiff-llanishen', 'Cardiff (Llanishen)', 'Ty Glas Avenue', 'Cardiff', 'CF14 5DX'],
    ['cardiff-wilson-road', 'Cardiff (Wilson Road)', 'Wilson Road', 'Cardiff', 'CF5 4LJ'],
    ['barry', 'Barry', 'Hood Road', 'Barry', 'CF62 5QN'],
  ],
  'West Glamorgan': [['swansea', 'Swansea', 'Clase Road', 'Swansea', 'SA6 7JL']],
  Gwent: [['newport-wales', 'Newport (Gwent)', 'Corporation Road', 'Newport', 'NP19 4RF']],
  Clwyd: [['wrexham', 'Wrexham', 'Ash Road North', 'Wrexham', 'LL13 9UF']],
  Gwynedd: [['bangor', 'Bangor', 'Llandegai Industrial Estate', 'Bangor', 'LL57 4YH']],
  Lanarkshire: [
    ['anniesland', 'Glasgow (Anniesland)', 'Crow Road', 'Glasgow', 'G13 1HN'],
    ['baillieston', 'Glasgow (Baillieston)', 'Coatbridge Road', 'Glasgow', 'G69 7DN'],
    ['shieldhall', 'Glasgow (Shieldhall)', 'Shieldhall Road', 'Glasgow', 'G51 4HL'],
    ['bishopbriggs', 'Bishopbriggs', 'Crowhill Road', 'Bishopbriggs', 'G64 1QY'],
    ['hamilton', 'Hamilton', 'Bothwell Road', 'Hamilton', 'ML3 0AY'],
    ['motherwell', 'Motherwell', 'Brandon Street', 'Motherwell', 'ML1 1RX'],
  ],
  Renfrewshire: [['paisley', 'Paisley', 'Murray Street', 'Paisley', 'PA3 1QQ']],
  'City of Edinburgh': [
    ['currie', 'Edinburgh (Currie)', 'Lanark Road West', 'Currie', 'EH14 5RQ'],
    ['musselburgh', 'Edinburgh (Musselburgh)', 'Olivebank Road', 'Musselburgh', 'EH21 7NX'],
  ],
  Fife: [
    ['kirkcaldy', 'Kirkcaldy', 'Mitchelston Industrial Estate', 'Kirkcaldy', 'KY1 3NF'],
    ['dunfermline', 'Dunfermline', 'Pitreavie Business Park', 'Dunfermline', 'KY11 8UU'],
  ],
  'Aberdeen City': [['aberdeen-north', 'Aberdeen North', 'Cove Bay Road', 'Aberdeen', 'AB12 3PT']],
  'Dundee City': [['dundee', 'Dundee', 'Dunsinane Industrial Estate', 'Dundee', 'DD2 3QB']],
  Stirlingshire: [['stirling', 'Stirling', 'Craigforth', 'Stirling', 'FK9 4UW']],
  Highland: [['inverness', 'Inverness', 'Seafield Road', 'Inverness', 'IV1 1SG']],
};

export const testCentreData: TestCentreData[] = Object.entries(byCounty).flatMap(([county, rows]) =>
  rows.map(([key, name, line1, town, postcode]) => ({ key, name, line1, town, county, postcode })),
);
