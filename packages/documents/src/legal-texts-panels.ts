/**
 * The Hungarian conciliation panels (békéltető testületek) beside the chambers of commerce and
 * industry, with the addresses they publish (the document "Conciliation panels").
 */
export const CONCILIATION_PANELS: ReadonlyArray<{ hu: string; en: string; address: string }> = [
  { hu: 'Budapesti Békéltető Testület', en: 'Budapest Conciliation Panel', address: '1016 Budapest, Krisztina krt. 99.' },
  { hu: 'Baranya Megyei Békéltető Testület', en: 'Baranya County Conciliation Panel', address: '7625 Pécs, Majorossy Imre u. 36.' },
  { hu: 'Bács-Kiskun Megyei Békéltető Testület', en: 'Bács-Kiskun County Conciliation Panel', address: '6000 Kecskemét, Árpád krt. 4.' },
  { hu: 'Békés Megyei Békéltető Testület', en: 'Békés County Conciliation Panel', address: '5600 Békéscsaba, Penza ltp. 5.' },
  { hu: 'Borsod-Abaúj-Zemplén Megyei Békéltető Testület', en: 'Borsod-Abaúj-Zemplén County Conciliation Panel', address: '3525 Miskolc, Szentpáli u. 1.' },
  { hu: 'Csongrád-Csanád Megyei Békéltető Testület', en: 'Csongrád-Csanád County Conciliation Panel', address: '6721 Szeged, Párizsi krt. 8–12.' },
  { hu: 'Fejér Megyei Békéltető Testület', en: 'Fejér County Conciliation Panel', address: '8000 Székesfehérvár, Hosszúsétatér 4–6.' },
  { hu: 'Győr-Moson-Sopron Megyei Békéltető Testület', en: 'Győr-Moson-Sopron County Conciliation Panel', address: '9021 Győr, Szent István út 10/a.' },
  { hu: 'Hajdú-Bihar Megyei Békéltető Testület', en: 'Hajdú-Bihar County Conciliation Panel', address: '4025 Debrecen, Petőfi tér 10.' },
  { hu: 'Heves Megyei Békéltető Testület', en: 'Heves County Conciliation Panel', address: '3300 Eger, Faiskola út 15.' },
  { hu: 'Jász-Nagykun-Szolnok Megyei Békéltető Testület', en: 'Jász-Nagykun-Szolnok County Conciliation Panel', address: '5000 Szolnok, Verseghy park 8.' },
  { hu: 'Komárom-Esztergom Megyei Békéltető Testület', en: 'Komárom-Esztergom County Conciliation Panel', address: '2800 Tatabánya, Fő tér 36.' },
  { hu: 'Nógrád Megyei Békéltető Testület', en: 'Nógrád County Conciliation Panel', address: '3100 Salgótarján, Alkotmány út 9/a.' },
  { hu: 'Pest Megyei Békéltető Testület', en: 'Pest County Conciliation Panel', address: '1055 Budapest, Balassi Bálint u. 25. IV/2.' },
  { hu: 'Somogy Megyei Békéltető Testület', en: 'Somogy County Conciliation Panel', address: '7400 Kaposvár, Anna u. 6.' },
  { hu: 'Szabolcs-Szatmár-Bereg Megyei Békéltető Testület', en: 'Szabolcs-Szatmár-Bereg County Conciliation Panel', address: '4400 Nyíregyháza, Széchenyi u. 2.' },
  { hu: 'Tolna Megyei Békéltető Testület', en: 'Tolna County Conciliation Panel', address: '7100 Szekszárd, Arany János u. 23–25.' },
  { hu: 'Vas Megyei Békéltető Testület', en: 'Vas County Conciliation Panel', address: '9700 Szombathely, Honvéd tér 2.' },
  { hu: 'Veszprém Megyei Békéltető Testület', en: 'Veszprém County Conciliation Panel', address: '8200 Veszprém, Radnóti tér 1.' },
  { hu: 'Zala Megyei Békéltető Testület', en: 'Zala County Conciliation Panel', address: '8900 Zalaegerszeg, Petőfi u. 24.' },
];
