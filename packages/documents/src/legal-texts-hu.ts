import type { LegalTexts } from './legal-text-model';
import { CONCILIATION_PANELS } from './legal-texts-panels';

/**
 * A jogi és tájékoztató dokumentumok magyar szövegei (a documents/legal-document.ts jeleníti meg
 * őket). Az angol szövegek (legal-texts-en.ts) ugyanezt mondják; a kettőt együtt kell módosítani.
 */
export const legalTextsHu: LegalTexts = {
  termsAndConditions: (p) => ({
    intro: [
      `Jelen általános szerződési feltételek (ÁSZF) szabályozzák a laboratóriumok részvételét a(z) ${p.name} (a szolgáltató) által szervezett körvizsgálati (külső minőségértékelési, EQA) programokban. Az ÁSZF a szolgáltató webes portálján leadott minden megrendelésre vonatkozik, és része annak a részvételi szerződésnek, amelyet a résztvevő minden naptári évre elfogad.`,
    ],
    sections: [
      {
        heading: '1. Fogalmak',
        blocks: [
          {
            ul: [
              'Résztvevő: a szerződésben megnevezett laboratóriumot működtető intézmény (jogi személy), amely az ÁSZF-et elfogadja.',
              'Program: mérendő mennyiségek egy csoportjára szervezett körvizsgálati program; forduló: a program egy évi mintakiküldése; felmérés: a forduló, ahogyan a résztvevők számára meghirdetik.',
              'Mintasorozat: egy felmérés egy laboratóriumnak küldött vizsgálati anyagai; többletértékelés: ugyanazon mintasorozaton mért további eredménysor (például egy második analizátor) értékelése.',
              'Portál: a szolgáltató webalkalmazása, amelyben a résztvevő rendel, eredményeit rögzíti és validálja, valamint letölti értékeléseit, számláit és szerződéses dokumentumait.',
              'Validáló jelszó: a laboratórium második jelszava, amellyel az eredmények validálása és a megrendelések véglegesítése történik.',
            ],
          },
        ],
      },
      {
        heading: '2. A szerződés létrejötte',
        blocks: [
          'A szerződés elektronikus úton jön létre: a résztvevő a portálon rögzíti intézményi, kapcsolattartási, szállítási és számlázási adatait, és elfogadja az ÁSZF-et. Az elfogadás egy naptári évre szól, és minden évre meg kell újítani. A szerződés adatainak bármely módosítása a szerződés új változatát hozza létre, amelyet a résztvevő ismét elfogad; a portál minden változatot megőriz a hozzá készült szerződésdokumentummal együtt.',
          'A tárgyévre elfogadott szerződés hiányában a résztvevő a szerződés frissítéséig és elfogadásáig nem fér hozzá a felmérésekhez, az értékelésekhez és a rendeléshez.',
          'Új laboratóriumok a portálon regisztrálhatnak. A laboratórium első felhasználója annak adminisztrátora.',
        ],
      },
      {
        heading: '3. Megrendelés',
        blocks: [
          'A résztvevő a portálon, az adott évre közzétett katalógusból rendeli meg az év programjait, fordulónként a mintasorozatokat és a többletértékeléseket. Egy forduló a rendelési határidejéig rendelhető meg vagy módosítható. A módosítások azonnal mentésre kerülnek, de csak a véglegesítéssel válnak kötelezővé. A szolgáltató jóváhagyását igénylő módosítások véglegesítési kérelemként jutnak el a szolgáltatóhoz.',
          'Egyes programok minimális fordulószámhoz kötöttek. Ha egy program több változatban érhető el, évente csak egy változat rendelhető. Az előző év rendelései átmásolhatók a tárgyévre vagy a következő évre; a portál megmutatja az eltéréseket.',
          'A résztvevő választhat csak online vagy online és papíralapú dokumentumok között. A papíralapú dokumentumok ára 10% felárat tartalmaz.',
        ],
      },
      {
        heading: '4. Árak és fizetés',
        blocks: [
          'Az árak a megrendelt év katalógusában szereplő árak, az árlista pénznemében, adott esetben áfával növelten. Kedvezményes ár érvényes, ha a résztvevő egy program minden fordulóját megrendeli.',
          'A véglegesítéskor a szolgáltató – eltérő megállapodás hiányában – díjbekérőt állít ki, a számlát pedig a díj beérkezése után bocsátja ki. A számlák elektronikusan készülnek; papíralapú számlát akkor küld a szolgáltató, ha a szerződés így rendelkezik. A fizetési határidő a díjbekérőn szerepel.',
          'Fizetési késedelem esetén a szolgáltató a tartozás rendezéséig felfüggesztheti a résztvevő hozzáférését az értékelésekhez. Késedelmi kamatot a Polgári Törvénykönyv szerint számít fel.',
        ],
      },
      {
        heading: '5. Minták és szállítás',
        blocks: [
          'A mintasorozatokat a szolgáltató minden forduló kezdete előtt a szerződésben megadott szállítási címre küldi. A résztvevő a küldeményt átvételkor ellenőrzi, és a hiányzó vagy sérült tételeket három munkanapon belül jelzi a szolgáltatónak; pótlást a készlet erejéig küld a szolgáltató.',
          'A vizsgálati anyagok emberi eredetűek lehetnek: potenciálisan fertőzőként kell kezelni, a felmérés útmutatója szerint tárolni, és csak a körvizsgálathoz szabad felhasználni őket.',
        ],
      },
      {
        heading: '6. Eredmények és értékelés',
        blocks: [
          'A résztvevő eredményeit a felmérés határidejéig rögzíti a portálon, és a validáló jelszóval validálja. A határidő után rögzített vagy validált eredményeket a szolgáltató nem értékeli.',
          'A szolgáltató az eredményeket az „Értékelési módszerek” című dokumentumban közzétett statisztikai módszerekkel (az ISO 13528 és az ISO/IEC 17043 szerint) értékeli, és az értékeléseket a portálon teszi közzé. A teljesített programokról részvételi igazolást állít ki.',
          'A résztvevő a mintákat rutinmintaként vizsgálja, és a határidő előtt nem osztja meg eredményeit vagy mintáit más résztvevőkkel. Az összejátszás vagy az eredmények meghamisítása a forduló értékeléséből való kizárást vonja maga után.',
        ],
      },
      {
        heading: '7. Titoktartás',
        blocks: [
          'A résztvevő kiléte és eredményei bizalmasak. Az értékelések a laboratóriumokat csak QC-kódjukkal azonosítják. A szolgáltató a résztvevő eredményeit csak annak írásbeli hozzájárulásával vagy jogszabályi kötelezettség alapján (például felügyeleti hatóság részére) adja ki, és erről – ha jogszabály nem tiltja – a résztvevőt tájékoztatja.',
          'A felhasználók jelszavukat és a validáló jelszót titokban tartják. A résztvevő felel mindazért, ami felhasználói hozzáférésével történik.',
        ],
      },
      {
        heading: '8. Panaszok és fellebbezések',
        blocks: [
          `Felméréssel, értékeléssel vagy számlával kapcsolatos panaszt az értékelés közzétételétől, illetve a számla kiállításától számított 30 napon belül lehet írásban tenni (e-mailben a(z) ${p.mail} címen vagy a portál ügyfélszolgálati ablakában). A szolgáltató a panasz beérkezését visszaigazolja, és 30 napon belül válaszol. A panaszra hozott döntés elleni fellebbezésről az eredeti döntésben részt nem vevő személy dönt.`,
        ],
      },
      {
        heading: '9. Felelősség',
        blocks: [
          'A szolgáltató a programokat kellő gondossággal szervezi. Nem felel a résztvevő által az értékelés alapján hozott döntésekért, sem a fuvarozók vagy közszolgáltatók késedelméért. A szándékosan vagy súlyos gondatlansággal okozott, illetve az életet, testi épséget vagy egészséget megkárosító szerződésszegés kivételével a szolgáltató felelőssége az érintett programért fizetett díj összegéig terjed.',
          'Egyik fél sem felel az ellenőrzési körén kívül eső körülmény (vis maior) okozta nem teljesítésért; az érintett fél erről a másik felet haladéktalanul értesíti.',
        ],
      },
      {
        heading: '10. Időtartam és megszűnés',
        blocks: [
          'A szerződés az elfogadott naptári évre szól. Súlyos szerződésszegés esetén bármelyik fél azonnali hatállyal felmondhatja. A már kiküldött fordulók díja ilyenkor is fizetendő; a megrendelések a forduló rendelési határidejéig díjmentesen lemondhatók.',
        ],
      },
      {
        heading: '11. Adatvédelem',
        blocks: ['A szolgáltató a személyes adatokat a portálról letölthető adatkezelési tájékoztatójában leírtak szerint kezeli.'],
      },
      {
        heading: '12. Módosítás, irányadó jog és jogviták',
        blocks: [
          'A szolgáltató az ÁSZF-et a következő évekre módosíthatja; a módosított ÁSZF attól kezdve irányadó, hogy a résztvevő az adott évre szóló szerződést elfogadja.',
          'A szerződésre a magyar jog irányadó. A felek vitáikat elsősorban egyeztetéssel rendezik. A fogyasztónak minősülő résztvevő békéltető testülethez fordulhat (lásd a „Békéltető testületek” című dokumentumot). Egyéb esetben a szolgáltató székhelye szerint illetékes bíróság jár el.',
        ],
      },
    ],
  }),

  dataPrivacyStatement: (p) => ({
    intro: [
      `Ez a tájékoztató bemutatja, hogyan kezeli a(z) ${p.name} (az adatkezelő) a személyes adatokat a körvizsgálati portálján, az (EU) 2016/679 rendelet (általános adatvédelmi rendelet, GDPR) és az információs önrendelkezési jogról és az információszabadságról szóló 2011. évi CXII. törvény szerint.`,
    ],
    sections: [
      {
        heading: '1. Az adatkezelő',
        blocks: [`${p.name}, ${p.address}; cégjegyzékszám: ${p.registrationNumber}; e-mail: ${p.mail}; telefon: ${p.phone}; honlap: ${p.web}.`],
      },
      {
        heading: '2. Milyen adatot, milyen célból és milyen jogalapon kezelünk',
        blocks: [
          {
            table: {
              header: ['Adat', 'Cél', 'Jogalap', 'Megőrzés'],
              widths: ['*', '*', 'auto', 90],
              rows: [
                ['Felhasználói fiók: név, felhasználónév, e-mail-cím, nyelv, jelszó-lenyomat', 'Hozzáférés a portálhoz, értesítések', 'Szerződés (6. cikk (1) b))', 'A fiók törléséig, utána 1 évig'],
                ['Szerződéses adatok: a laboratóriumvezető, a kapcsolattartók és felelős személyek neve, telefonszáma, e-mail-címe', 'A részvételi szerződés megkötése és teljesítése, mintaszállítás', 'Szerződés (6. cikk (1) b))', 'A szerződéses év végétől 5 évig'],
                ['Számlázási adatok', 'Számlakiállítás, könyvvitel', 'Jogi kötelezettség (6. cikk (1) c); 2000. évi C. törvény 169. §)', '8 év'],
                ['Eredmények, validálások és előzményeik (ki, mit, mikor módosított)', 'Értékelés, jelentések, az ISO/IEC 17043 által megkövetelt nyomon követhetőség', 'Szerződés és jogos érdek (6. cikk (1) b), f))', '10 év'],
                ['Bejelentkezési és munkamenet-adatok: időpont, IP-cím, böngésző', 'A portál biztonsága, a visszaélések megelőzése', 'Jogos érdek (6. cikk (1) f))', '90 nap'],
                ['Ügyfélszolgálati üzenetek', 'Kérdések és panaszok megválaszolása', 'Jogos érdek (6. cikk (1) f))', '3 év'],
              ],
            },
          },
          'A körvizsgálati eredmények laboratóriumokra, nem betegekre vonatkoznak: a minták vizsgálati anyagok, betegadatot nem tartalmaznak.',
        ],
      },
      {
        heading: '3. Címzettek és adatfeldolgozók',
        blocks: [
          'A személyes adatokhoz csak az adatkezelő azon munkatársai férnek hozzá, akiknek munkájukhoz szükségük van rájuk. Az adatkezelő szerződéssel kötelezett adatfeldolgozókat vesz igénybe: a portál tárhelyszolgáltatóját, a mintákat szállító futárszolgálatot (csak a szállítási név, cím és telefonszám) és könyvelőjét. Az adatok nem kerülnek az Európai Gazdasági Térségen kívülre. Hatóságnak csak jogszabályi kötelezettség alapján adunk ki adatot.',
        ],
      },
      {
        heading: '4. Sütik és böngészőben tárolt adatok',
        blocks: [
          'A portál csak a működéséhez szükséges adatokat tárolja a böngészőben: a bejelentkezési tokent és a választott nyelvet. Reklám- vagy követő sütit és harmadik féltől származó látogatottságmérést nem használ.',
        ],
      },
      {
        heading: '5. Adatbiztonság',
        blocks: [
          'A kapcsolat titkosított (HTTPS). A jelszavakat csak sózott lenyomatként (Argon2) tároljuk. A hozzáférés szerepkörökhöz kötött; az eredmények minden módosítását naplózzuk. A biztonsági mentések titkosítottak. Az adatvédelmi incidenseket az adatkezelő incidenskezelési eljárása szerint kezeljük, és ha a GDPR előírja, 72 órán belül bejelentjük a hatóságnak.',
        ],
      },
      {
        heading: '6. Az érintettek jogai',
        blocks: [
          {
            ul: [
              'Hozzáférés a személyes adatokhoz és másolat kérése (15. cikk).',
              'A pontatlan adatok helyesbítése (16. cikk); az adatok többsége közvetlenül a portálon javítható.',
              'Törlés (17. cikk), ha az adatokra már nincs szükség, és megőrzésüket jogszabály nem írja elő.',
              'Az adatkezelés korlátozása (18. cikk) és az adathordozhatóság (20. cikk).',
              'Tiltakozás a jogos érdeken alapuló adatkezelés ellen (21. cikk).',
            ],
          },
          `Kérelmét a(z) ${p.mail} címre küldheti; az adatkezelő egy hónapon belül válaszol. Ha úgy gondolja, hogy adatait jogellenesen kezeljük, panaszt tehet a Nemzeti Adatvédelmi és Információszabadság Hatóságnál (NAIH, 1055 Budapest, Falk Miksa utca 9–11.; levélcím: 1363 Budapest, Pf. 9.; www.naih.hu), vagy bírósághoz fordulhat.`,
        ],
      },
    ],
  }),

  dataPrivacyIncidentReport: (p) => ({
    intro: [
      `Ezen a lapon jelentheti be a(z) ${p.name} portálján kezelt adatokat érintő adatvédelmi incidenst (például elveszett vagy tévesen kézbesített jelentés, más által használt fiók, rossz címre küldött adat). A kitöltött lapot haladéktalanul, legkésőbb az incidens észlelésétől számított 24 órán belül küldje el a(z) ${p.mail} címre. Az érintett személyes adatokat ne csatolja.`,
    ],
    sections: [
      {
        heading: '1. A bejelentő',
        blocks: [{ form: [{ caption: 'Név' }, { caption: 'Laboratórium (QC-kód és név)' }, { caption: 'Telefonszám és e-mail-cím' }] }],
      },
      {
        heading: '2. Az incidens',
        blocks: [
          {
            form: [
              { caption: 'Az incidens időpontja (ha ismert)' },
              { caption: 'Az észlelés időpontja' },
              { caption: 'Mi történt? (rövid leírás)', lines: 4 },
              { caption: 'Jellege: bizalmasság (illetéktelen hozzáférés) / sértetlenség (módosulás) / rendelkezésre állás (adatvesztés)' },
            ],
          },
        ],
      },
      {
        heading: '3. Érintett adatok és személyek',
        blocks: [
          {
            form: [
              { caption: 'A személyes adatok kategóriái (pl. nevek, e-mail-címek, bejelentkezési adatok)', lines: 2 },
              { caption: 'Az érintett személyek és adatrekordok hozzávetőleges száma' },
              { caption: 'Az érintettekre gyakorolt valószínű következmények', lines: 2 },
            ],
          },
        ],
      },
      {
        heading: '4. Intézkedések',
        blocks: [
          {
            form: [
              { caption: 'Megtett intézkedések (pl. jelszócsere, a címzett felkérése a törlésre)', lines: 3 },
              { caption: 'Javasolt intézkedések', lines: 2 },
              { caption: 'Dátum és aláírás' },
            ],
          },
          'Az adatkezelő minden incidenst nyilvántart, felméri a kockázatot, és ha a GDPR előírja, 72 órán belül bejelenti a felügyeleti hatóságnak, valamint tájékoztatja az érintetteket.',
        ],
      },
    ],
  }),

  conciliationPanels: (p) => ({
    intro: [
      `A(z) ${p.name} szolgáltatóval szemben fennálló, panasz útján nem rendezett fogyasztói jogvita esetén a fogyasztó díjmentesen békéltető testülethez fordulhat. A testületek a megyei kereskedelmi és iparkamarák mellett működnek; a fogyasztó lakóhelye vagy a szolgáltató székhelye szerinti testület illetékes. Az üzleti tevékenységük körében szerződő intézmények nem minősülnek fogyasztónak; rájuk az általános szerződési feltételek jogvitákra vonatkozó szabályai irányadók.`,
    ],
    sections: [
      {
        heading: 'Békéltető testületek Magyarországon',
        blocks: [
          {
            table: {
              header: ['Testület', 'Cím'],
              widths: ['*', '*'],
              rows: CONCILIATION_PANELS.map((panel) => [panel.hu, panel.address]),
            },
          },
          'A címek a kereskedelmi és iparkamarák közzététele szerint; az aktuális elérhetőségek a www.bekeltetes.hu oldalon találhatók. Más EU-tagállamban élő fogyasztók az online vitarendezési platformot (EU OVR) is igénybe vehetik.',
        ],
      },
    ],
  }),

  legalNotice: (p) => ({
    intro: [`A körvizsgálati portál üzemeltetője: ${p.name}.`],
    sections: [
      {
        heading: 'Üzemeltető',
        blocks: [`${p.name}, ${p.address}. Cégjegyzékszám: ${p.registrationNumber}. E-mail: ${p.mail}. Telefon: ${p.phone}. Honlap: ${p.web}.`],
      },
      {
        heading: 'Szerzői jog',
        blocks: [
          'A portál tartalma (szövegek, értékelések, jelentések formája, dokumentumok) szerzői jogi védelem alatt áll. A résztvevők a jelentéseket és igazolásokat saját minőségirányítási céljaikra felhasználhatják, és bemutathatják akkreditáló szervezetüknek és megrendelőiknek; minden más többszörözéshez az üzemeltető írásbeli hozzájárulása szükséges.',
        ],
      },
      {
        heading: 'Felelősségkorlátozás',
        blocks: [
          'Az üzemeltető gondoskodik arról, hogy a portálon közölt információk pontosak és naprakészek legyenek, a folyamatos elérhetőséget azonban nem tudja garantálni. A tervezett karbantartásokat előre jelezzük a portálon. A külső oldalakra mutató hivatkozások csak tájékoztató jellegűek.',
        ],
      },
    ],
  }),

  guide: (p) => ({
    intro: [`Ez az útmutató végigvezeti a laboratóriumot a(z) ${p.name} körvizsgálati programjaiban való részvétel egy évén.`],
    sections: [
      {
        heading: '1. Az év kezdete előtt',
        blocks: [
          {
            ol: [
              'Regisztrálja a laboratóriumot a portálon (vagy kérjen hozzáférést a szolgáltatótól), majd jelentkezzen be.',
              'Ellenőrizze a szerződést a Szerződés oldalon: intézményi, kapcsolattartási, szállítási és számlázási adatok. Fogadja el az évre szóló általános szerződési feltételeket. Elfogadott szerződés nélkül a felmérések, az értékelések és a rendelés nem érhetők el.',
              'Rendelje meg az év programjait a Rendelések oldalon. Az előző év rendelései átmásolhatók; a portál megmutatja az eltéréseket. A rendelést a validáló jelszóval véglegesítse: ekkor díjbekérő készül.',
            ],
          },
        ],
      },
      {
        heading: '2. A forduló alatt',
        blocks: [
          {
            ol: [
              'A minták a forduló kezdete előtt érkeznek a szállítási címre. Ellenőrizze a csomagot, és a problémákat három munkanapon belül jelezze.',
              'A mintákat rutin betegmintaként vizsgálja, a felmérés útmutatója szerint.',
              'Az eredményeket a határidőig rögzítse a portálon. Az eredmények gépelés közben mentődnek; ha a laboratórium több analizátoron mér, több eredménycsoport is rögzíthető.',
              'Validálja az eredményeket a validáló jelszóval. A validált eredmény csak a validálás visszavonása után, a határidő előtt módosítható.',
            ],
          },
        ],
      },
      {
        heading: '3. A forduló után',
        blocks: [
          'Az előzetes értékelés és az értékelés a felmérésnél jelzett időpontban jelenik meg a portálon; erről e-mailben értesítjük. A jelentések tartalmazzák a kijelölt értékeket, az Ön pontszámait és eredményeinek hosszú távú alakulását. A részvételi igazolások a Dokumentumok menüből tölthetők le.',
          `Kérdés esetén használja a portál ügyfélszolgálati ablakát, vagy írjon a(z) ${p.mail} címre.`,
        ],
      },
    ],
  }),

  evaluationMethods: () => ({
    intro: [
      'Ez a dokumentum összefoglalja, hogyan értékeljük a körvizsgálati felmérések eredményeit. A módszerek az ISO 13528 (Statisztikai módszerek laboratóriumok közötti összehasonlító körvizsgálatokhoz) és az ISO/IEC 17043 szabványt követik.',
    ],
    sections: [
      {
        heading: '1. Kijelölt érték',
        blocks: [
          'Egy mérendő mennyiség kijelölt értéke (x_pt) vagy referenciaérték (tanúsított anyagminta vagy referencialaboratórium eredménye), vagy a résztvevők konszenzusa: az ISO 13528 „A” algoritmusával számított robusztus átlag. Az eredményeket módszer vagy analizátor szerint csoportosítjuk, ha a csoportok eltérnek; a kis csoportokat a program szabályai szerint összevonjuk.',
          'A konszenzusérték standard bizonytalansága u(x_pt) = 1,25 · s* / √p, ahol s* a robusztus szórás, p az eredmények száma.',
        ],
      },
      {
        heading: '2. A jártasságértékelés szórása',
        blocks: ['A σ_pt értékét a program a kijelölt érték százalékában rögzíti (alkalmassági kritérium), vagy – ha a program így rendelkezik – a résztvevők eredményeinek robusztus szórása.'],
      },
      {
        heading: '3. Pontszámok',
        blocks: [
          {
            ul: [
              'z-pontszám: z = (x − x_pt) / σ_pt.',
              'z′-pontszám, ha u(x_pt) > 0,3 · σ_pt: z′ = (x − x_pt) / √(σ_pt² + u²(x_pt)).',
              'Százalékos eltérés: D% = 100 · (x − x_pt) / x_pt, a program elfogadási határaival összevetve.',
            ],
          },
          {
            table: {
              header: ['|z| vagy |z′|', 'Teljesítmény'],
              rows: [
                ['≤ 2,0', 'megfelelő'],
                ['2,0 – 3,0', 'kérdéses (figyelmeztető jelzés)'],
                ['≥ 3,0', 'nem megfelelő (beavatkozást igénylő jelzés)'],
              ],
            },
          },
          'Pontszámot csak legalább 8 eredményt (vagy a program által előírt minimális számot) tartalmazó csoportokra számítunk. A nominális (minőségi) eredmény elfogadott, ha megegyezik az elvárt eredménnyel.',
        ],
      },
      {
        heading: '4. Jelentések',
        blocks: [
          'Az értékelő jelentés mérendő mennyiségenként és mintánként mutatja a kijelölt értéket, annak bizonytalanságát, a σ_pt-t, a résztvevő eredményét és pontszámait, csoportja eredményeinek eloszlását, valamint pontszámainak hosszú távú alakulását. A végleges értékelés előtt előzetes értékelés jelenhet meg; ez a késői javítások feldolgozásakor még változhat.',
        ],
      },
    ],
  }),

  userManual: () => ({
    intro: ['A portál magyarul és angolul használható; a nyelv a fejlécben bármikor átállítható.'],
    sections: [
      {
        heading: '1. Bejelentkezés',
        blocks: [
          'Jelentkezzen be felhasználónevével és jelszavával. Több sikertelen próbálkozás után a bejelentkezés néhány percre szünetel. A validáló jelszó a laboratórium második, közös jelszava: az eredmények validálásakor és a rendelések véglegesítésekor kell megadni. Elfelejtett validáló jelszó e-mailben kapott hivatkozással állítható be újra.',
        ],
      },
      {
        heading: '2. Felmérések és eredmények',
        blocks: [
          {
            ul: [
              'A Felmérések oldal állapot szerint sorolja fel a laboratórium felméréseit: folyamatban, lezárult, értékelt.',
              'Az eredményűrlap a felmérés paramétereit mértékegységükkel és módszereikkel együtt mutatja. Az értékek automatikusan mentődnek; piros jelzés mutatja, ha egy érték mentése nem sikerült.',
              'Minden eredmény rögzítése után validáljon a validáló jelszóval. Az előzmények ablak megmutatja, ki, melyik értéket és mikor módosította.',
            ],
          },
        ],
      },
      {
        heading: '3. Értékelések és dokumentumok',
        blocks: [
          'Az Értékelések oldal az értékelt felméréseket sorolja fel a nem elfogadott eredmények számával. A jelentések paraméterenként nyílnak meg. A Dokumentumok menü kínálja a felmérések dokumentumait, a részvételi igazolásokat és a szolgáltató dokumentumait.',
        ],
      },
      {
        heading: '4. Rendelések, számlák és szerződés',
        blocks: [
          'A Rendelések oldalon válassza ki az évet, nyisson meg egy terméket, és adja meg fordulónként a mintasorozatok számát. A véglegesítés elküldi a rendelést a szolgáltatónak. Az év számlái a számlalistáról tölthetők le. A Szerződés oldal a hatályos szerződést mutatja; módosítás után azt ismét el kell fogadni, és új szerződésdokumentum készül.',
        ],
      },
      {
        heading: '5. Ügyfélszolgálat',
        blocks: ['Az ügyfélszolgálati ablak kérdését az aktuális oldal megjelölésével együtt küldi el a szolgáltatónak; a válasz e-mailben érkezik.'],
      },
    ],
  }),

  ediAgreement: (p) => ({
    intro: [
      `Jelen elektronikus adatcsere-megállapodás (EDI) a(z) ${p.name} (a szolgáltató) és a résztvevő között szabályozza az adatüzenetek cseréjét a portálon és annak programozói felületén (REST API, /api/v1). A megállapodás a részvételi szerződés része.`,
    ],
    sections: [
      {
        heading: '1. Hatály',
        blocks: ['A megállapodás kiterjed a következő adatüzenetekre: megrendelések, eredmények és validálásuk, értékelő jelentések, igazolások, díjbekérők, számlák és szerződésdokumentumok.'],
      },
      {
        heading: '2. Műszaki feltételek',
        blocks: [
          'Az üzenetváltás titkosított kapcsolaton (HTTPS, TLS 1.2 vagy újabb) történik. A programok a résztvevő egy felhasználójának tokenjével azonosítják magukat; a felületet az OpenAPI-leírása ismerteti. A felületen küldött eredményeket a portál pontosan úgy kezeli, mint az űrlapon rögzítetteket, a validáló jelszóval történő validálást is beleértve.',
        ],
      },
      {
        heading: '3. Érvényesség és bizonyítás',
        blocks: [
          'Az adatüzenet akkor tekintendő beérkezettnek, amikor a portál visszaigazolja. A felek a portál nyilvántartásait (eredmény-előzmények, időbélyegek, az eljáró felhasználó) az üzenetek tartalmának és idejének bizonyítékaként elfogadják.',
          'A számlák elektronikusan, PDF formában készülnek az általános forgalmi adóról szóló 2007. évi CXXVII. törvény 175. §-a szerint; a résztvevő e megállapodás elfogadásával hozzájárul az elektronikus számlák befogadásához.',
        ],
      },
      {
        heading: '4. Biztonság és felelősség',
        blocks: [
          'Mindkét fél védi hozzáférési adatait és rendszereit az illetéktelen használattól, és minden biztonsági eseményről haladéktalanul értesíti a másik felet. Egyik fél sem felel azért a kárért, amely abból ered, hogy a másik fél nem védte meg hozzáférési adatait.',
        ],
      },
      {
        heading: '5. Időtartam',
        blocks: ['A megállapodás a részvételi szerződés hatálya alatt érvényes. Az adatüzeneteket az általános szerződési feltételek és a jogszabályok szerint őrizzük meg.'],
      },
    ],
  }),
};
