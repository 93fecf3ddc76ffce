import type { DemoTranslations } from './types.js';

/** The demo catalogue in French (see demo-catalogue.ts for the English). */
export const FR: DemoTranslations = {
  specializations: {
    cardiology: { name: 'Cardiologie', description: 'Soins du cœur et des vaisseaux sanguins, du diagnostic jusqu’au pontage coronarien.' },
    oncology: { name: 'Oncologie', description: 'Diagnostic du cancer, chimiothérapie, radiothérapie et chirurgie.' },
    orthopedics: { name: 'Orthopédie', description: 'Prothèses articulaires, blessures liées au sport et chirurgie des os.' },
    neurosurgery: { name: 'Neurochirurgie', description: 'Chirurgie du cerveau et de la colonne vertébrale.' },
    'cosmetic-surgery': { name: 'Chirurgie esthétique', description: 'Interventions esthétiques et chirurgie reconstructrice.' },
    fertility: { name: 'Fertilité', description: 'FIV, congélation d’ovocytes et médecine de la reproduction.' },
    dentistry: { name: 'Soins dentaires', description: 'Implants, couronnes et chirurgie dentaire restauratrice.' },
    ophthalmology: {
      name: 'Ophtalmologie',
      description: 'Chirurgie des yeux : cataracte, chirurgie réfractive et chirurgie de la rétine.',
    },
    endocrinology: { name: 'Endocrinologie', description: 'Diabète, maladies de la thyroïde et troubles hormonaux.' },
    'bariatric-surgery': { name: 'Chirurgie bariatrique', description: 'Chirurgie de l’obésité et prise en charge métabolique.' },
  },
  treatments: {
    'hip-replacement': {
      name: 'Prothèse de hanche',
      description:
        'Remplacement d’une articulation de la hanche abîmée par une prothèse, pour soulager la douleur et retrouver sa mobilité.',
      procedures: [
        'Prothèse totale de hanche',
        'Prothèse partielle de hanche',
        'Resurfaçage de la hanche',
        'Chirurgie de reprise (changement de prothèse)',
      ],
      benefits: ['Moins de douleurs articulaires', 'Mobilité retrouvée', 'Implants d’une durée de vie de 15-20 ans'],
    },
    'knee-replacement': {
      name: 'Prothèse du genou',
      description: 'Pose d’une prothèse totale ou partielle du genou en cas d’arthrose avancée ou après une blessure.',
      procedures: [
        'Prothèse totale du genou',
        'Prothèse partielle du genou',
        'Chirurgie assistée par robot',
        'Programme de kinésithérapie',
      ],
      benefits: ['Soulagement de la douleur', 'Meilleur périmètre de marche', 'Rééducation plus rapide grâce à la chirurgie robotique'],
    },
    'spinal-fusion': {
      name: 'Arthrodèse vertébrale',
      description:
        'Soude entre elles deux vertèbres ou plus afin de stabiliser la colonne vertébrale et de soulager des douleurs chroniques du dos ou d’origine nerveuse.',
      procedures: ['Arthrodèse lombaire', 'Arthrodèse cervicale', 'Arthrodèse mini-invasive', 'Prothèse discale'],
      benefits: ['Colonne vertébrale stabilisée', 'Soulagement des douleurs nerveuses'],
    },
    'ivf-treatment': {
      name: 'Fécondation in vitro (FIV)',
      description: 'Fécondation in vitro avec culture et transfert d’embryons, et tests génétiques en option.',
      procedures: [
        'Stimulation ovarienne',
        'Ponction ovocytaire',
        'ICSI',
        'Transfert d’embryon',
        'Dépistage génétique préimplantatoire (PGT)',
      ],
      benefits: ['Taux de réussite éprouvés', 'Dépistage génétique possible'],
    },
    'egg-freezing': {
      name: 'Congélation d’ovocytes',
      description: 'Prélèvement et vitrification d’ovocytes pour préserver la fertilité et pouvoir les utiliser plus tard.',
      procedures: ['Stimulation hormonale', 'Ponction ovocytaire', 'Vitrification', 'Conservation'],
      benefits: ['Préserve vos possibilités d’avoir un enfant plus tard'],
    },
    rhinoplasty: {
      name: 'Rhinoplastie',
      description: 'Modification chirurgicale de la forme du nez, pour des raisons esthétiques ou pour mieux respirer.',
      procedures: ['Rhinoplastie ouverte', 'Rhinoplastie fermée', 'Septoplastie'],
      benefits: ['Meilleure harmonie du visage', 'Respiration facilitée'],
    },
    'liposuction-body-contouring': {
      name: 'Liposuccion et remodelage de la silhouette',
      description: 'Élimination des amas graisseux rebelles et remodelage du ventre, des cuisses ou des bras.',
      procedures: ['Liposuccion tumescente', 'Abdominoplastie', 'Lifting des bras', 'Lifting des cuisses'],
      benefits: ['Silhouette redessinée', 'Intervention réalisée en un seul séjour'],
    },
    'heart-bypass-surgery': {
      name: 'Pontage coronarien',
      description: 'Pontage aorto-coronarien (CABG) pour rétablir la circulation du sang vers le muscle cardiaque.',
      procedures: ['Pontage aorto-coronarien (CABG)', 'Pontage à cœur battant', 'Réadaptation cardiaque'],
      benefits: ['Soulagement des douleurs thoraciques', 'Risque d’infarctus réduit'],
    },
    'angioplasty-stenting': {
      name: 'Angioplastie et pose de stent',
      description: 'Réouverture des artères coronaires rétrécies à l’aide d’un ballonnet et d’un stent actif (qui libère un médicament).',
      procedures: ['Coronarographie', 'Angioplastie au ballonnet', 'Stent actif'],
      benefits: ['Technique peu invasive', 'Hospitalisation courte'],
    },
    'cancer-treatment': {
      name: 'Traitement du cancer',
      description:
        'Prise en charge pluridisciplinaire du cancer : chirurgie, chimiothérapie, radiothérapie et immunothérapie, décidées en réunion de concertation pluridisciplinaire (RCP).',
      procedures: [
        'Examen du dossier en réunion de concertation pluridisciplinaire (RCP)',
        'Chirurgie oncologique',
        'Chimiothérapie',
        'Radiothérapie',
        'Immunothérapie',
        'Bilan d’extension par TEP-scan',
      ],
      benefits: ['Plan de traitement pluridisciplinaire', 'Accès à une radiothérapie moderne'],
    },
    'dental-implants': {
      name: 'Implants dentaires',
      description: 'Implants en titane et couronnes qui remplacent durablement les dents manquantes.',
      procedures: ['Scanner dentaire 3D', 'Pose de l’implant', 'Greffe osseuse si nécessaire', 'Pose de la couronne définitive'],
      benefits: ['Dents d’aspect naturel', 'Mastication retrouvée', 'Durée de vie de plusieurs décennies avec un bon entretien'],
    },
    'cataract-surgery': {
      name: 'Chirurgie de la cataracte',
      description:
        'Remplacement du cristallin devenu opaque par un cristallin artificiel transparent, le plus souvent en chirurgie ambulatoire.',
      procedures: [
        'Examen ophtalmologique et biométrie',
        'Phacoémulsification',
        'Pose d’un implant intraoculaire',
        'Consultation de contrôle',
      ],
      benefits: ['Vision plus nette', 'Chirurgie ambulatoire', 'Récupération rapide'],
    },
    'diabetes-care-programme': {
      name: 'Programme de prise en charge du diabète',
      description: 'Un bilan spécialisé et un plan de traitement pour le diabète de type 1 et de type 2 et ses complications.',
      procedures: [
        'Consultation avec un endocrinologue',
        'Dosage de l’HbA1c et dépistage des complications',
        'Plan de traitement (médicaments et insuline)',
        'Accompagnement par un diététicien',
      ],
      benefits: ['Meilleur contrôle de la glycémie', 'Complications détectées tôt', 'Un plan à poursuivre chez vous'],
    },
    'gastric-sleeve-surgery': {
      name: 'Sleeve gastrique',
      description:
        'Gastrectomie longitudinale (sleeve) par cœlioscopie, pour l’obésité sévère et les maladies associées comme le diabète de type 2.',
      procedures: ['Bilan préopératoire', 'Gastrectomie longitudinale par cœlioscopie', 'Programme nutritionnel', 'Suivi'],
      benefits: ['Perte de poids durable', 'Amélioration du diabète de type 2', 'Chirurgie mini-invasive (cœlioscopie)'],
    },
  },
  destinations: {
    malaysia: {
      description:
        'Un tourisme médical encadré par l’État, avec des médecins anglophones, des hôpitaux privés modernes et des tarifs bien inférieurs à ceux des pays occidentaux.',
      highlights: [
        'Tourisme médical encadré par un conseil officiel',
        'Anglais largement parlé',
        'Hôpitaux respectant les exigences halal',
        'Délais d’attente courts',
      ],
      specialties: ['Cardiologie', 'Fertilité', 'Orthopédie', 'Oncologie'],
      visaInfo:
        'Sans visa ou avec un e-visa pour de nombreuses nationalités africaines ; visa médical délivré sur présentation d’une lettre de l’hôpital.',
      flightTimeFromAfrica: '10-14 heures avec escale dans le Golfe',
      languages: ['anglais', 'malais', 'mandarin', 'tamoul'],
    },
    thailand: {
      description:
        'Une destination reconnue de longue date, avec de grands hôpitaux internationaux, des équipes d’interprètes dédiées et des complexes hôteliers pour la convalescence.',
      highlights: [
        'Centres dédiés aux patients internationaux',
        'Interprètes sur place',
        'Complexes de convalescence',
        'Large choix de spécialistes',
      ],
      specialties: ['Chirurgie esthétique', 'Cardiologie', 'Orthopédie'],
      visaInfo: 'Visa pour soins médicaux (Non-Immigrant MT) pour des séjours jusqu’à 90 jours.',
      flightTimeFromAfrica: '10-13 heures avec escale dans le Golfe',
      languages: ['thaï', 'anglais', 'arabe', 'français'],
    },
    india: {
      description:
        'Des centres spécialisés à très forte activité, avec des tarifs parmi les plus bas pour la chirurgie complexe et le traitement du cancer.',
      highlights: [
        'Très grand nombre d’interventions chirurgicales',
        'Coûts les plus bas',
        'Vols directs depuis l’Afrique de l’Est',
        'Visa médical électronique (e-Medical visa)',
      ],
      specialties: ['Cardiologie', 'Oncologie', 'Orthopédie', 'Neurochirurgie'],
      visaInfo:
        'Visa médical électronique (e-Medical visa) valable pour trois entrées au maximum ; les accompagnants obtiennent un « e-Medical Attendant visa ».',
      flightTimeFromAfrica: '5-9 heures',
      languages: ['anglais', 'hindi', 'arabe', 'français'],
    },
    turkey: {
      description:
        'Proche de l’Afrique et de l’Europe, avec des hôpitaux modernes particulièrement réputés pour la chirurgie esthétique, la chirurgie des yeux et la greffe de cheveux.',
      highlights: ['Vols courts depuis l’Afrique du Nord', 'Forfaits tout compris', 'Hôpitaux privés modernes'],
      specialties: ['Chirurgie esthétique', 'Fertilité', 'Orthopédie'],
      visaInfo: 'e-Visa pour de nombreuses nationalités ; lettre d’invitation de l’hôpital pour obtenir un visa médical.',
      flightTimeFromAfrica: '4-8 heures',
      languages: ['turc', 'anglais', 'arabe', 'français'],
    },
    'south-korea': {
      description:
        'Des hôpitaux à la pointe de la technologie, leaders du dépistage du cancer, de la chirurgie robotique et de la médecine esthétique.',
      highlights: ['Chirurgie robotique', 'Dépistage avancé du cancer', 'Normes de qualité strictes'],
      specialties: ['Oncologie', 'Chirurgie esthétique', 'Neurochirurgie'],
      visaInfo: 'Visa de tourisme médical (C-3-3) sur invitation d’un hôpital agréé.',
      flightTimeFromAfrica: '15-20 heures avec escale dans le Golfe',
      languages: ['coréen', 'anglais', 'russe', 'arabe'],
    },
  },
  hospitals: {
    'straits-heart-vascular-centre': {
      description: 'Fiche de démonstration fictive : un centre de cardiologie doté d’un salon réservé aux patients internationaux.',
      features: ['Salon pour les patients internationaux', 'Accueil à l’aéroport', 'Repas halal'],
      languages: ['anglais', 'malais', 'arabe', 'français'],
    },
    'penang-lotus-fertility-hospital': {
      description: 'Fiche de démonstration fictive : un hôpital de la femme et de la fertilité doté d’un laboratoire d’embryologie.',
      features: ['Laboratoire d’embryologie privé', 'Accompagnement psychologique', 'Partenariat avec un hôtel'],
      languages: ['anglais', 'malais', 'mandarin', 'swahili'],
    },
    'selangor-joint-spine-institute': {
      description:
        'Fiche de démonstration fictive : un hôpital d’orthopédie et de chirurgie du rachis qui pratique la chirurgie articulaire assistée par robot.',
      features: ['Chirurgie robotique', 'Kinésithérapie sur place', 'Suites de convalescence'],
      languages: ['anglais', 'malais', 'arabe', 'haoussa'],
    },
    'chao-phraya-international-hospital': {
      description: 'Fiche de démonstration fictive : un grand hôpital international avec des interprètes dans 20 langues.',
      features: ['Interprètes dans 20 langues', 'Service de prolongation de visa', 'Partenariat avec un complexe de convalescence'],
      languages: ['anglais', 'thaï', 'arabe', 'français'],
    },
    'phuket-aesthetic-wellness-clinic': {
      description: 'Fiche de démonstration fictive : une clinique de chirurgie esthétique avec des chambres de convalescence sur place.',
      features: ['Chambres de convalescence', 'Visites d’infirmières à domicile', 'Appels vidéo de suivi gratuits'],
      languages: ['anglais', 'thaï', 'français', 'russe'],
    },
    'deccan-multispeciality-hospital': {
      description: 'Fiche de démonstration fictive : un hôpital pluridisciplinaire à forte activité, doté d’un institut du cancer.',
      features: ['Réunion de concertation pluridisciplinaire (RCP)', 'Hébergement pour les familles', 'Facturation directe'],
      languages: ['anglais', 'hindi', 'arabe', 'swahili'],
    },
    'coromandel-orthopaedic-centre': {
      description: 'Fiche de démonstration fictive : un centre de prothèses articulaires et de médecine du sport.',
      features: ['Unité de médecine du sport', 'Bassin de balnéothérapie', 'Transferts depuis et vers l’aéroport'],
      languages: ['anglais', 'tamoul', 'hindi', 'français'],
    },
    'bosphorus-aesthetic-ivf-hospital': {
      description: 'Fiche de démonstration fictive : un hôpital de chirurgie esthétique et de FIV qui propose des forfaits tout compris.',
      features: ['Forfaits tout compris', 'Transferts VIP', 'Coordinateurs arabophones'],
      languages: ['turc', 'anglais', 'arabe', 'français'],
    },
    'han-river-cancer-robotic-surgery-center': {
      description:
        'Fiche de démonstration fictive : un centre de cancérologie qui pratique la chirurgie robotique et planifie des traitements par protonthérapie.',
      features: ['Chirurgie robotique', 'Examens diagnostiques dans la semaine', 'Consultation pour patients internationaux'],
      languages: ['coréen', 'anglais', 'arabe', 'russe'],
    },
    'klang-valley-dental-eye-centre': {
      description:
        'Fiche de démonstration fictive : un centre de chirurgie dentaire et oculaire qui donne des rendez-vous dans la semaine pour les implants et la cataracte.',
      features: ['Rendez-vous dans la semaine', 'Accueil à l’aéroport'],
      languages: ['anglais', 'malais', 'mandarin', 'arabe'],
    },
    'sukhumvit-metabolic-bariatric-institute': {
      description:
        'Fiche de démonstration fictive : un institut du diabète et de chirurgie de l’obésité, avec un programme de suivi assuré par des diététiciens.',
      features: ['Suivi diététique', 'Service d’interprétariat'],
      languages: ['anglais', 'thaï', 'arabe'],
    },
  },
};
