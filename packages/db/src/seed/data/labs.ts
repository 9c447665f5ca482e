import type { SatelliteConnection } from '../../tables/labs';

export interface DemoLab {
  /** QC code (labs.short_name). */
  qc: string;
  name: string;
  city: string;
  zipCode: string;
  address: string;
  countryId: 'HU' | 'AT' | 'DE' | 'SK' | 'RO';
  satellite: SatelliteConnection | null;
  /** QC code of the parent (child labs only). */
  parentQc?: string;
  /** Laboratory head, for contracts and user names. */
  head: string;
}

/** QC code of the core lab (user `corelab`), of the ordinary demo lab (user `lab`) and of `newlab`'s lab. */
export const CORE_LAB_QC = '1042';
export const DEMO_LAB_QC = '1107';
export const NEW_LAB_QC = '1290';
/** Labs whose current-year contract is not accepted (missing contract demo). */
export const NO_CONTRACT_LAB_QCS = ['1311', '2202'] as const;
/** The lab with a late invoice payment this year (late payment demo). */
export const LATE_PAYMENT_LAB_QC = '1133';

export const DEMO_LABS: readonly DemoLab[] = [
  { qc: CORE_LAB_QC, name: 'Dél-pesti Centrumkórház, Központi Laboratórium', city: 'Budapest', zipCode: '1097', address: 'Gyáli út 5-7.', countryId: 'HU', satellite: 'parent_lab', head: 'Dr. Kovács Judit' },
  { qc: '1043', name: 'Dél-pesti Centrumkórház, Jahn Ferenc telephely laboratóriuma', city: 'Budapest', zipCode: '1204', address: 'Köves út 1.', countryId: 'HU', satellite: 'child_lab', parentQc: CORE_LAB_QC, head: 'Dr. Tóth Gábor' },
  { qc: '1044', name: 'Dél-pesti Centrumkórház, Szent László telephely laboratóriuma', city: 'Budapest', zipCode: '1097', address: 'Albert Flórián út 5-7.', countryId: 'HU', satellite: 'child_lab', parentQc: CORE_LAB_QC, head: 'Dr. Nagy Eszter' },
  { qc: '1045', name: 'Dél-pesti Centrumkórház, Csepeli telephely laboratóriuma', city: 'Budapest', zipCode: '1211', address: 'Déli utca 11.', countryId: 'HU', satellite: 'child_lab', parentQc: CORE_LAB_QC, head: 'Dr. Varga Zoltán' },
  { qc: DEMO_LAB_QC, name: 'Markusovszky Egyetemi Oktatókórház, Központi Laboratórium', city: 'Szombathely', zipCode: '9700', address: 'Markusovszky Lajos u. 5.', countryId: 'HU', satellite: null, head: 'Dr. Horváth Anna' },
  { qc: NEW_LAB_QC, name: 'Bugát Pál Kórház, Laboratórium', city: 'Gyöngyös', zipCode: '3200', address: 'Dózsa György u. 20-22.', countryId: 'HU', satellite: null, head: 'Dr. Lakatos Péter' },
  { qc: '1001', name: 'Semmelweis Egyetem, Laboratóriumi Medicina Intézet', city: 'Budapest', zipCode: '1089', address: 'Nagyvárad tér 4.', countryId: 'HU', satellite: null, head: 'Prof. Dr. Molnár Ágnes' },
  { qc: '1012', name: 'Szent János Kórház, Központi Laboratórium', city: 'Budapest', zipCode: '1125', address: 'Diós árok 1-3.', countryId: 'HU', satellite: null, head: 'Dr. Fekete László' },
  { qc: '1018', name: 'Uzsoki Utcai Kórház, Központi Laboratórium', city: 'Budapest', zipCode: '1145', address: 'Uzsoki u. 29-41.', countryId: 'HU', satellite: null, head: 'Dr. Szilágyi Márta' },
  { qc: '1023', name: 'Péterfy Sándor Utcai Kórház-Rendelőintézet, Központi Laboratórium', city: 'Budapest', zipCode: '1076', address: 'Péterfy Sándor u. 8-20.', countryId: 'HU', satellite: null, head: 'Dr. Balogh István' },
  { qc: '1027', name: 'Szent Imre Egyetemi Oktatókórház, Laboratórium', city: 'Budapest', zipCode: '1115', address: 'Tétényi út 12-16.', countryId: 'HU', satellite: null, head: 'Dr. Papp Krisztina' },
  { qc: '1031', name: 'Bajcsy-Zsilinszky Kórház-Rendelőintézet, Laboratórium', city: 'Budapest', zipCode: '1106', address: 'Maglódi út 89-91.', countryId: 'HU', satellite: null, head: 'Dr. Takács Ferenc' },
  { qc: '1036', name: 'Szent Margit Kórház, Laboratórium', city: 'Budapest', zipCode: '1032', address: 'Bécsi út 132.', countryId: 'HU', satellite: null, head: 'Dr. Juhász Erika' },
  { qc: '1052', name: 'Heim Pál Országos Gyermekgyógyászati Intézet, Laboratórium', city: 'Budapest', zipCode: '1089', address: 'Üllői út 86.', countryId: 'HU', satellite: null, head: 'Dr. Mészáros Tamás' },
  { qc: '1058', name: 'Országos Onkológiai Intézet, Laboratóriumi Osztály', city: 'Budapest', zipCode: '1122', address: 'Ráth György u. 7-9.', countryId: 'HU', satellite: null, head: 'Dr. Oláh Zsuzsanna' },
  { qc: '1064', name: 'Synlab Budai Laboratórium', city: 'Budapest', zipCode: '1118', address: 'Budaörsi út 141-145.', countryId: 'HU', satellite: null, head: 'Dr. Simon Gergely' },
  { qc: '1071', name: 'Debreceni Egyetem Klinikai Központ, Laboratóriumi Medicina Intézet', city: 'Debrecen', zipCode: '4032', address: 'Nagyerdei krt. 98.', countryId: 'HU', satellite: null, head: 'Prof. Dr. Kiss Béla' },
  { qc: '1076', name: 'Szegedi Tudományegyetem, Laboratóriumi Medicina Intézet', city: 'Szeged', zipCode: '6725', address: 'Semmelweis u. 6.', countryId: 'HU', satellite: null, head: 'Prof. Dr. Farkas Ildikó' },
  { qc: '1083', name: 'Pécsi Tudományegyetem Klinikai Központ, Laboratóriumi Medicina Intézet', city: 'Pécs', zipCode: '7624', address: 'Ifjúság útja 13.', countryId: 'HU', satellite: null, head: 'Prof. Dr. Rácz Attila' },
  { qc: '1088', name: 'Borsod-Abaúj-Zemplén Vármegyei Központi Kórház, Központi Laboratórium', city: 'Miskolc', zipCode: '3526', address: 'Szentpéteri kapu 72-76.', countryId: 'HU', satellite: null, head: 'Dr. Bodnár Edit' },
  { qc: '1094', name: 'Petz Aladár Egyetemi Oktató Kórház, Laboratórium', city: 'Győr', zipCode: '9024', address: 'Vasvári Pál u. 2-4.', countryId: 'HU', satellite: null, head: 'Dr. Németh Csaba' },
  { qc: '1102', name: 'Fejér Vármegyei Szent György Egyetemi Oktató Kórház, Laboratórium', city: 'Székesfehérvár', zipCode: '8000', address: 'Seregélyesi út 3.', countryId: 'HU', satellite: null, head: 'Dr. Gál Viktória' },
  { qc: '1115', name: 'Somogy Vármegyei Kaposi Mór Oktató Kórház, Laboratórium', city: 'Kaposvár', zipCode: '7400', address: 'Tallián Gyula u. 20-32.', countryId: 'HU', satellite: null, head: 'Dr. Pintér Róbert' },
  { qc: '1121', name: 'Bács-Kiskun Vármegyei Oktatókórház, Központi Laboratórium', city: 'Kecskemét', zipCode: '6000', address: 'Nyíri út 38.', countryId: 'HU', satellite: null, head: 'Dr. Sipos Mónika' },
  { qc: '1127', name: 'Jósa András Oktatókórház, Laboratórium', city: 'Nyíregyháza', zipCode: '4400', address: 'Szent István u. 68.', countryId: 'HU', satellite: null, head: 'Dr. Antal Imre' },
  { qc: LATE_PAYMENT_LAB_QC, name: 'Hetényi Géza Kórház-Rendelőintézet, Laboratórium', city: 'Szolnok', zipCode: '5004', address: 'Tószegi út 21.', countryId: 'HU', satellite: null, head: 'Dr. Lengyel Katalin' },
  { qc: '1139', name: 'Zala Vármegyei Szent Rafael Kórház, Laboratórium', city: 'Zalaegerszeg', zipCode: '8900', address: 'Zrínyi Miklós u. 1.', countryId: 'HU', satellite: null, head: 'Dr. Kelemen József' },
  { qc: '1144', name: 'Csolnoky Ferenc Kórház, Laboratórium', city: 'Veszprém', zipCode: '8200', address: 'Kórház u. 1.', countryId: 'HU', satellite: null, head: 'Dr. Bognár Hajnalka' },
  { qc: '1152', name: 'Tolna Vármegyei Balassa János Kórház, Laboratórium', city: 'Szekszárd', zipCode: '7100', address: 'Béri Balogh Ádám u. 5-7.', countryId: 'HU', satellite: null, head: 'Dr. Vincze Sándor' },
  { qc: '1158', name: 'Markhot Ferenc Oktatókórház, Laboratórium', city: 'Eger', zipCode: '3300', address: 'Széchenyi u. 27-29.', countryId: 'HU', satellite: null, head: 'Dr. Major Andrea' },
  { qc: '1163', name: 'Pándy Kálmán Tagkórház, Laboratórium', city: 'Gyula', zipCode: '5700', address: 'Semmelweis u. 1.', countryId: 'HU', satellite: null, head: 'Dr. Orosz Miklós' },
  { qc: '1169', name: 'Szent Lázár Vármegyei Kórház, Laboratórium', city: 'Salgótarján', zipCode: '3100', address: 'Füleki út 54-56.', countryId: 'HU', satellite: null, head: 'Dr. Bakos Noémi' },
  { qc: '1174', name: 'Vaszary Kolos Kórház, Laboratórium', city: 'Esztergom', zipCode: '2500', address: 'Petőfi Sándor u. 26-28.', countryId: 'HU', satellite: null, head: 'Dr. Szűcs Levente' },
  { qc: '1182', name: 'Flór Ferenc Kórház, Laboratórium', city: 'Kistarcsa', zipCode: '2143', address: 'Semmelweis tér 1.', countryId: 'HU', satellite: null, head: 'Dr. Hegedűs Orsolya' },
  { qc: '1187', name: 'Szent Borbála Kórház, Laboratórium', city: 'Tatabánya', zipCode: '2800', address: 'Dózsa György u. 77.', countryId: 'HU', satellite: null, head: 'Dr. Katona Dániel' },
  { qc: '1193', name: 'Dr. Kenessey Albert Kórház-Rendelőintézet, Laboratórium', city: 'Balassagyarmat', zipCode: '2660', address: 'Rákóczi fejedelem út 125-127.', countryId: 'HU', satellite: null, head: 'Dr. Fodor Beáta' },
  { qc: '1205', name: 'Karolina Kórház-Rendelőintézet, Laboratórium', city: 'Mosonmagyaróvár', zipCode: '9200', address: 'Régi vámház tér 2-3.', countryId: 'HU', satellite: null, head: 'Dr. Soós Richárd' },
  { qc: '1211', name: 'Soproni Erzsébet Oktató Kórház, Laboratórium', city: 'Sopron', zipCode: '9400', address: 'Győri út 15.', countryId: 'HU', satellite: null, head: 'Dr. Illés Brigitta' },
  { qc: '1226', name: 'Szent Pantaleon Kórház-Rendelőintézet, Laboratórium', city: 'Dunaújváros', zipCode: '2400', address: 'Táncsics Mihály u. 10.', countryId: 'HU', satellite: null, head: 'Dr. Bálint Gyula' },
  { qc: '1238', name: 'Dr. Bugyi István Kórház, Laboratórium', city: 'Szentes', zipCode: '6600', address: 'Sima Ferenc u. 44-58.', countryId: 'HU', satellite: null, head: 'Dr. Márton Réka' },
  { qc: '1247', name: 'Albert Schweitzer Kórház-Rendelőintézet, Laboratórium', city: 'Hatvan', zipCode: '3000', address: 'Balassi Bálint út 16.', countryId: 'HU', satellite: null, head: 'Dr. Csizmadia Tibor' },
  { qc: '1263', name: 'Toldy Ferenc Kórház-Rendelőintézet, Laboratórium', city: 'Cegléd', zipCode: '2700', address: 'Törteli út 1-3.', countryId: 'HU', satellite: null, head: 'Dr. Pásztor Ilona' },
  { qc: '1276', name: 'Szent Rókus Kórház, Laboratórium', city: 'Baja', zipCode: '6500', address: 'Rókus u. 10.', countryId: 'HU', satellite: null, head: 'Dr. Vass Ernő' },
  { qc: '1311', name: 'Mátrai Gyógyintézet, Laboratórium', city: 'Mátraháza', zipCode: '3233', address: 'Mátraháza 1.', countryId: 'HU', satellite: null, head: 'Dr. Gulyás Mária' },
  { qc: '2001', name: 'Landesklinikum Wiener Neustadt, Zentrallabor', city: 'Wiener Neustadt', zipCode: '2700', address: 'Corvinusring 3-5', countryId: 'AT', satellite: null, head: 'Dr. Andrea Huber' },
  { qc: '2101', name: 'Klinikum Passau, Institut für Laboratoriumsmedizin', city: 'Passau', zipCode: '94032', address: 'Innstraße 76', countryId: 'DE', satellite: null, head: 'Dr. Thomas Bauer' },
  { qc: '2201', name: 'Univerzitná nemocnica Bratislava, Oddelenie klinickej biochémie', city: 'Bratislava', zipCode: '81369', address: 'Mickiewiczova 13', countryId: 'SK', satellite: null, head: 'MUDr. Peter Horváth' },
  { qc: '2202', name: 'Fakultná nemocnica Nové Zámky, Oddelenie klinickej biochémie', city: 'Nové Zámky', zipCode: '94034', address: 'Slovenská 11A', countryId: 'SK', satellite: null, head: 'MUDr. Zuzana Kováčová' },
  { qc: '2301', name: 'Spitalul Clinic Județean de Urgență Cluj, Laborator Analize Medicale', city: 'Cluj-Napoca', zipCode: '400006', address: 'Str. Clinicilor 3-5', countryId: 'RO', satellite: null, head: 'Dr. Ioana Pop' },
  { qc: '2302', name: 'Spitalul Județean de Urgență Miercurea Ciuc, Laborator', city: 'Miercurea Ciuc', zipCode: '530173', address: 'Str. Doctor Dénes László 2', countryId: 'RO', satellite: null, head: 'Dr. Csaba Kósa' },
];
