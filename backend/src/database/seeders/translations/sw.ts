import type { DemoTranslations } from './types.js';

/** The demo catalogue in Swahili (see demo-catalogue.ts for the English). */
export const SW: DemoTranslations = {
  specializations: {
    cardiology: {
      name: 'Magonjwa ya moyo',
      description: 'Huduma ya moyo na mishipa ya damu, kuanzia vipimo vya uchunguzi hadi upasuaji wa kupandikiza mishipa ya moyo (bypass).',
    },
    oncology: { name: 'Saratani', description: 'Uchunguzi wa saratani, tibakemikali (chemotherapy), tiba ya mionzi na upasuaji.' },
    orthopedics: {
      name: 'Mifupa na viungo',
      description: 'Kubadilisha viungo vya mifupa (jointi), majeraha ya michezo na upasuaji wa mifupa.',
    },
    neurosurgery: { name: 'Upasuaji wa ubongo na neva', description: 'Upasuaji wa ubongo na uti wa mgongo.' },
    'cosmetic-surgery': {
      name: 'Upasuaji wa urembo',
      description: 'Upasuaji wa kuboresha mwonekano na upasuaji wa kurekebisha sehemu za mwili zilizoharibika.',
    },
    fertility: { name: 'Matibabu ya uzazi', description: 'IVF, kugandisha mayai ya uzazi na tiba ya afya ya uzazi.' },
    dentistry: { name: 'Huduma ya meno', description: 'Vipandikizi vya meno, taji za meno na upasuaji wa kurekebisha meno.' },
    ophthalmology: {
      name: 'Magonjwa ya macho',
      description: 'Upasuaji wa macho: mtoto wa jicho, kurekebisha uwezo wa kuona na upasuaji wa retina.',
    },
    endocrinology: {
      name: 'Magonjwa ya homoni (endokrinolojia)',
      description: 'Kisukari, magonjwa ya tezi dundumio (thyroid) na matatizo ya homoni.',
    },
    'bariatric-surgery': {
      name: 'Upasuaji wa kupunguza uzito',
      description: 'Upasuaji wa kupunguza uzito na matibabu ya matatizo ya kimetaboliki.',
    },
  },
  treatments: {
    'hip-replacement': {
      name: 'Kubadilisha nyonga',
      description:
        'Kiungo cha nyonga kilichoharibika huondolewa na kuwekwa kiungo bandia, ili kupunguza maumivu na kurejesha uwezo wa kutembea.',
      procedures: [
        'Kubadilisha nyonga yote',
        'Kubadilisha sehemu ya nyonga',
        'Kufunika upya uso wa kiungo cha nyonga (hip resurfacing)',
        'Upasuaji wa marudio (kubadilisha kiungo bandia cha awali)',
      ],
      benefits: ['Maumivu ya kiungo hupungua', 'Uwezo wa kutembea hurejea', 'Viungo bandia hudumu miaka 15-20'],
    },
    'knee-replacement': {
      name: 'Kubadilisha goti',
      description: 'Kubadilisha goti lote au sehemu yake kutokana na baridi yabisi (arthritis) iliyokithiri au jeraha.',
      procedures: [
        'Kubadilisha goti lote',
        'Kubadilisha sehemu ya goti',
        'Upasuaji unaosaidiwa na roboti',
        'Mpango wa mazoezi ya tiba ya viungo (fiziotherapia)',
      ],
      benefits: ['Nafuu ya maumivu', 'Uwezo wa kutembea umbali mrefu zaidi', 'Kupona haraka zaidi kwa msaada wa roboti'],
    },
    'spinal-fusion': {
      name: 'Kuunganisha pingili za uti wa mgongo',
      description:
        'Huunganisha pingili mbili au zaidi za uti wa mgongo ili kuuimarisha uti wa mgongo na kupunguza maumivu sugu ya mgongo au ya neva.',
      procedures: [
        'Kuunganisha pingili za kiuno (lumbar)',
        'Kuunganisha pingili za shingo (cervical)',
        'Kuunganisha pingili kwa upasuaji wa matundu madogo',
        'Kubadilisha diski ya uti wa mgongo',
      ],
      benefits: ['Uti wa mgongo huwa imara', 'Nafuu ya maumivu ya neva'],
    },
    'ivf-treatment': {
      name: 'Urutubishaji nje ya mwili (IVF)',
      description:
        'Yai hurutubishwa nje ya mwili, kiinitete hukuzwa maabara kisha huhamishiwa kwenye mfuko wa uzazi; uchunguzi wa vinasaba unaweza kufanywa ukipenda.',
      procedures: [
        'Kuchochea ovari kwa dawa za homoni',
        'Kuchukua mayai',
        'ICSI (kudunga mbegu ya kiume ndani ya yai)',
        'Kuhamisha kiinitete',
        'Uchunguzi wa vinasaba (PGT)',
      ],
      benefits: ['Viwango vya mafanikio vinavyotambulika', 'Uchunguzi wa vinasaba unapatikana'],
    },
    'egg-freezing': {
      name: 'Kugandisha mayai ya uzazi',
      description: 'Mayai huchukuliwa na kugandishwa kwa haraka sana (vitrification) ili kuhifadhi uwezo wa kupata mtoto baadaye.',
      procedures: ['Kuchochea ovari kwa homoni', 'Kuchukua mayai', 'Kugandisha kwa haraka sana (vitrification)', 'Kuhifadhi mayai'],
      benefits: ['Hulinda nafasi yako ya kupata mtoto baadaye'],
    },
    rhinoplasty: {
      name: 'Upasuaji wa pua',
      description: 'Upasuaji wa kubadilisha umbo la pua kwa ajili ya mwonekano au ili kupumua vizuri zaidi.',
      procedures: ['Upasuaji wa pua wa wazi', 'Upasuaji wa pua kupitia ndani ya pua', 'Kunyoosha ukuta wa katikati ya pua (septoplasty)'],
      benefits: ['Uwiano bora wa sura', 'Kupumua kwa urahisi zaidi'],
    },
    'liposuction-body-contouring': {
      name: 'Kunyonya mafuta na kurekebisha umbo la mwili',
      description: 'Kuondoa mafuta sugu yaliyojikusanya na kurekebisha umbo la tumbo, mapaja au mikono.',
      procedures: [
        'Kunyonya mafuta baada ya kudunga maji maalumu (tumescent liposuction)',
        'Kurekebisha tumbo (abdominoplasty)',
        'Kukaza ngozi ya mikono',
        'Kukaza ngozi ya mapaja',
      ],
      benefits: ['Umbo la mwili lililorekebishwa', 'Hukamilika katika safari moja'],
    },
    'heart-bypass-surgery': {
      name: 'Upasuaji wa kupandikiza mishipa ya moyo (bypass)',
      description:
        'Upasuaji wa kupandikiza mishipa mipya ya damu ili kupita mishipa ya moyo iliyoziba (CABG) na kurejesha mtiririko wa damu kwenye misuli ya moyo.',
      procedures: ['CABG', 'Bypass moyo ukiendelea kupiga, bila mashine ya moyo na mapafu (off-pump)', 'Mpango wa kurejesha afya ya moyo'],
      benefits: ['Nafuu ya maumivu ya kifua', 'Hupunguza hatari ya mshtuko wa moyo'],
    },
    'angioplasty-stenting': {
      name: 'Kupanua mishipa ya moyo na kuweka stenti',
      description: 'Kufungua mishipa ya damu ya moyo iliyosinyaa kwa kutumia puto na stenti inayotoa dawa.',
      procedures: [
        'Picha ya mishipa ya moyo (coronary angiogram)',
        'Kupanua mshipa kwa puto (balloon angioplasty)',
        'Stenti inayotoa dawa',
      ],
      benefits: ['Bila upasuaji mkubwa', 'Kukaa hospitalini kwa muda mfupi'],
    },
    'cancer-treatment': {
      name: 'Matibabu ya saratani',
      description:
        'Huduma ya saratani inayohusisha wataalamu wa fani mbalimbali: upasuaji, tibakemikali, tiba ya mionzi na tiba ya kinga (immunotherapy), vyote vikipangwa na jopo la wataalamu wa saratani.',
      procedures: [
        'Mapitio ya jopo la wataalamu wa saratani (tumour board)',
        'Upasuaji wa saratani',
        'Tibakemikali (chemotherapy)',
        'Tiba ya mionzi',
        'Tiba ya kinga (immunotherapy)',
        'Kupima hatua ya saratani kwa PET-CT',
      ],
      benefits: ['Mpango wa matibabu wa wataalamu wa fani mbalimbali', 'Upatikanaji wa tiba ya kisasa ya mionzi'],
    },
    'dental-implants': {
      name: 'Kupandikiza meno',
      description: "Vipandikizi vya titani na taji za meno vinavyochukua nafasi ya meno yaliyong'oka, kwa kudumu.",
      procedures: ['Picha ya meno ya 3D', 'Kuweka kipandikizi', 'Kupandikiza mfupa inapohitajika', 'Kuweka taji la kudumu'],
      benefits: ['Meno yanayoonekana kama ya asili', 'Uwezo wa kutafuna hurejea', 'Hudumu miongo kadhaa yakitunzwa vizuri'],
    },
    'cataract-surgery': {
      name: 'Upasuaji wa mtoto wa jicho',
      description: 'Lenzi ya jicho iliyofifia huondolewa na kuwekwa lenzi bandia angavu, kwa kawaida bila kulala hospitalini.',
      procedures: [
        'Uchunguzi wa macho na vipimo vya jicho (biometry)',
        'Kuyeyusha mtoto wa jicho kwa mawimbi ya sauti (phacoemulsification)',
        'Kuweka lenzi bandia ndani ya jicho',
        'Uchunguzi wa ufuatiliaji',
      ],
      benefits: ['Kuona vizuri zaidi', 'Upasuaji wa siku moja bila kulala hospitalini', 'Kupona haraka'],
    },
    'diabetes-care-programme': {
      name: 'Mpango wa huduma ya kisukari',
      description: 'Tathmini ya daktari bingwa na mpango wa matibabu kwa kisukari aina ya 1 na aina ya 2, pamoja na madhara yake.',
      procedures: [
        'Kuonana na daktari bingwa wa homoni (endocrinologist)',
        'Kipimo cha HbA1c na uchunguzi wa madhara ya kisukari',
        'Mpango wa dawa na insulini',
        'Ushauri wa mtaalamu wa lishe',
      ],
      benefits: ['Udhibiti bora wa sukari mwilini', 'Madhara hugunduliwa mapema', 'Mpango wa kuendelea nao ukiwa nyumbani'],
    },
    'gastric-sleeve-surgery': {
      name: 'Upasuaji wa kupunguza ukubwa wa tumbo (gastric sleeve)',
      description:
        'Upasuaji wa matundu madogo wa kupunguza ukubwa wa tumbo (sleeve gastrectomy) kwa unene uliokithiri na magonjwa yanayohusiana nao kama kisukari aina ya 2.',
      procedures: [
        'Tathmini kabla ya upasuaji',
        'Upasuaji wa matundu madogo wa kupunguza tumbo (laparoscopic sleeve gastrectomy)',
        'Mpango wa lishe',
        'Ufuatiliaji',
      ],
      benefits: ['Uzito hupungua kwa kudumu', 'Kisukari aina ya 2 hudhibitiwa vizuri zaidi', 'Upasuaji wa matundu madogo'],
    },
  },
  destinations: {
    malaysia: {
      description:
        'Utalii wa matibabu unaosimamiwa na serikali, wenye madaktari wanaozungumza Kiingereza, hospitali za kisasa za binafsi na bei za chini sana kuliko za nchi za Magharibi.',
      highlights: [
        'Baraza rasmi linalosimamia utalii wa matibabu',
        'Kiingereza kinazungumzwa na watu wengi',
        'Hospitali zinazozingatia taratibu za halali',
        'Muda mfupi wa kusubiri',
      ],
      specialties: ['Magonjwa ya moyo', 'Matibabu ya uzazi', 'Mifupa na viungo', 'Saratani'],
      visaInfo:
        'Raia wa nchi nyingi za Afrika hawahitaji viza au hupata viza ya kielektroniki (e-visa); viza za matibabu hutolewa kwa barua kutoka hospitali.',
      flightTimeFromAfrica: 'Saa 10-14 kupitia nchi za Ghuba',
      languages: ['Kiingereza', 'Kimalay', 'Kichina cha Mandarini', 'Kitamil'],
    },
    thailand: {
      description:
        'Nchi iliyojijengea jina kwa muda mrefu katika utalii wa matibabu, yenye hospitali kubwa za kimataifa, timu maalumu za wakalimani na hoteli za mapumziko kwa ajili ya kupona.',
      highlights: [
        'Vituo vya huduma kwa wagonjwa wa kimataifa',
        'Wakalimani hospitalini',
        'Hoteli za mapumziko kwa ajili ya kupona',
        'Uchaguzi mpana wa madaktari bingwa',
      ],
      specialties: ['Upasuaji wa urembo', 'Magonjwa ya moyo', 'Mifupa na viungo'],
      visaInfo: 'Viza ya matibabu (Non-Immigrant MT) kwa kukaa hadi siku 90.',
      flightTimeFromAfrica: 'Saa 10-13 kupitia nchi za Ghuba',
      languages: ['Kithai', 'Kiingereza', 'Kiarabu', 'Kifaransa'],
    },
    india: {
      description:
        'Vituo vya madaktari bingwa vinavyohudumia wagonjwa wengi sana, vyenye baadhi ya bei za chini kabisa kwa upasuaji tata na matibabu ya saratani.',
      highlights: [
        'Idadi kubwa sana ya upasuaji unaofanyika',
        'Gharama za chini kabisa',
        'Safari za ndege za moja kwa moja kutoka Afrika Mashariki',
        'Viza ya matibabu ya kielektroniki (e-Medical visa)',
      ],
      specialties: ['Magonjwa ya moyo', 'Saratani', 'Mifupa na viungo', 'Upasuaji wa ubongo na neva'],
      visaInfo: 'Viza ya e-Medical inayoruhusu kuingia hadi mara tatu; wanaomsindikiza mgonjwa hupata viza ya e-Medical Attendant.',
      flightTimeFromAfrica: 'Saa 5-9',
      languages: ['Kiingereza', 'Kihindi', 'Kiarabu', 'Kifaransa'],
    },
    turkey: {
      description:
        'Iko karibu na Afrika na Ulaya, na ina hospitali za kisasa zinazojulikana hasa kwa upasuaji wa urembo, matibabu ya macho na upandikizaji wa nywele.',
      highlights: ['Safari fupi za ndege kutoka Afrika Kaskazini', 'Vifurushi vinavyojumuisha kila kitu', 'Hospitali za kisasa za binafsi'],
      specialties: ['Upasuaji wa urembo', 'Matibabu ya uzazi', 'Mifupa na viungo'],
      visaInfo:
        'Viza ya kielektroniki (e-Visa) kwa raia wa nchi nyingi; barua ya mwaliko kutoka hospitali inahitajika kwa viza ya matibabu.',
      flightTimeFromAfrica: 'Saa 4-8',
      languages: ['Kituruki', 'Kiingereza', 'Kiarabu', 'Kifaransa'],
    },
    'south-korea': {
      description:
        'Hospitali zenye teknolojia ya hali ya juu, zinazoongoza katika uchunguzi wa saratani, upasuaji kwa roboti na tiba ya urembo.',
      highlights: ['Upasuaji kwa roboti', 'Uchunguzi wa kisasa wa saratani', 'Viwango vikali vya ubora'],
      specialties: ['Saratani', 'Upasuaji wa urembo', 'Upasuaji wa ubongo na neva'],
      visaInfo: 'Viza ya utalii wa matibabu (C-3-3) kwa mwaliko kutoka hospitali iliyosajiliwa.',
      flightTimeFromAfrica: 'Saa 15-20 kupitia nchi za Ghuba',
      languages: ['Kikorea', 'Kiingereza', 'Kirusi', 'Kiarabu'],
    },
  },
  hospitals: {
    'straits-heart-vascular-centre': {
      description: 'Tangazo la mfano la kubuni: kituo cha matibabu ya moyo chenye sebule maalumu kwa wagonjwa wa kimataifa.',
      features: ['Sebule ya wagonjwa wa kimataifa', 'Kupokelewa uwanja wa ndege', 'Vyakula vya halali'],
      languages: ['Kiingereza', 'Kimalay', 'Kiarabu', 'Kifaransa'],
    },
    'penang-lotus-fertility-hospital': {
      description: 'Tangazo la mfano la kubuni: hospitali ya wanawake na matibabu ya uzazi yenye maabara ya viinitete.',
      features: ['Maabara yake yenyewe ya viinitete', 'Huduma ya ushauri nasaha', 'Ushirikiano na hoteli'],
      languages: ['Kiingereza', 'Kimalay', 'Kichina cha Mandarini', 'Kiswahili'],
    },
    'selangor-joint-spine-institute': {
      description: 'Tangazo la mfano la kubuni: hospitali ya mifupa na uti wa mgongo inayofanya upasuaji wa viungo kwa msaada wa roboti.',
      features: [
        'Upasuaji kwa roboti',
        'Tiba ya viungo (fiziotherapia) ndani ya hospitali',
        'Vyumba maalumu vya kupumzikia baada ya upasuaji',
      ],
      languages: ['Kiingereza', 'Kimalay', 'Kiarabu', 'Kihausa'],
    },
    'chao-phraya-international-hospital': {
      description: 'Tangazo la mfano la kubuni: hospitali kubwa ya kimataifa yenye wakalimani wa lugha 20.',
      features: ['Wakalimani wa lugha 20', 'Dawati la kuongeza muda wa viza', 'Ushirikiano na hoteli ya mapumziko kwa ajili ya kupona'],
      languages: ['Kiingereza', 'Kithai', 'Kiarabu', 'Kifaransa'],
    },
    'phuket-aesthetic-wellness-clinic': {
      description: 'Tangazo la mfano la kubuni: kliniki ya upasuaji wa urembo yenye vyumba vya kupona ndani ya kliniki.',
      features: ['Vyumba vya kupona', 'Wauguzi hukutembelea nyumbani au hotelini', 'Simu za video za ufuatiliaji bila malipo'],
      languages: ['Kiingereza', 'Kithai', 'Kifaransa', 'Kirusi'],
    },
    'deccan-multispeciality-hospital': {
      description:
        'Tangazo la mfano la kubuni: hospitali ya fani nyingi za matibabu inayohudumia wagonjwa wengi sana, yenye taasisi ya saratani.',
      features: [
        'Jopo la wataalamu wa saratani (tumour board)',
        'Nyumba ya wageni kwa ajili ya familia',
        'Bili hupelekwa moja kwa moja kwa bima (direct billing)',
      ],
      languages: ['Kiingereza', 'Kihindi', 'Kiarabu', 'Kiswahili'],
    },
    'coromandel-orthopaedic-centre': {
      description: 'Tangazo la mfano la kubuni: kituo cha kubadilisha viungo vya mifupa (jointi) na tiba ya majeraha ya michezo.',
      features: [
        'Kitengo cha tiba ya majeraha ya michezo',
        'Bwawa la tiba kwa maji (hydrotherapy)',
        'Usafiri kutoka na kwenda uwanja wa ndege',
      ],
      languages: ['Kiingereza', 'Kitamil', 'Kihindi', 'Kifaransa'],
    },
    'bosphorus-aesthetic-ivf-hospital': {
      description: 'Tangazo la mfano la kubuni: hospitali ya upasuaji wa urembo na IVF yenye vifurushi vinavyojumuisha kila kitu.',
      features: ['Vifurushi vinavyojumuisha kila kitu', 'Usafiri wa hadhi ya VIP', 'Waratibu wanaozungumza Kiarabu'],
      languages: ['Kituruki', 'Kiingereza', 'Kiarabu', 'Kifaransa'],
    },
    'han-river-cancer-robotic-surgery-center': {
      description:
        'Tangazo la mfano la kubuni: kituo cha saratani chenye upasuaji kwa roboti na upangaji wa tiba ya protoni (proton therapy).',
      features: ['Upasuaji kwa roboti', 'Vipimo vya uchunguzi ndani ya wiki hiyo hiyo', 'Kliniki ya kimataifa'],
      languages: ['Kikorea', 'Kiingereza', 'Kiarabu', 'Kirusi'],
    },
    'klang-valley-dental-eye-centre': {
      description:
        'Tangazo la mfano la kubuni: kituo cha upasuaji wa meno na macho chenye miadi ya kupandikiza meno na ya upasuaji wa mtoto wa jicho ndani ya wiki hiyo hiyo.',
      features: ['Miadi ndani ya wiki hiyo hiyo', 'Kupokelewa uwanja wa ndege'],
      languages: ['Kiingereza', 'Kimalay', 'Kichina cha Mandarini', 'Kiarabu'],
    },
    'sukhumvit-metabolic-bariatric-institute': {
      description:
        'Tangazo la mfano la kubuni: taasisi ya kisukari na upasuaji wa kupunguza uzito yenye mpango wa ufuatiliaji unaoongozwa na mtaalamu wa lishe.',
      features: ['Ufuatiliaji na mtaalamu wa lishe', 'Huduma ya ukalimani'],
      languages: ['Kiingereza', 'Kithai', 'Kiarabu'],
    },
  },
};
