import { detectEmergency, type EmergencyCategory } from './emergency.js';

describe('detectEmergency: one message', () => {
  it.each<[string, EmergencyCategory]>([
    // English
    ['I have chest pain', 'chest-pain'],
    ["There's a crushing pressure in my chest", 'chest-pain'],
    ['My chest hurts and the pain is spreading to my left arm', 'chest-pain'],
    ['I think my dad is having a heart attack', 'chest-pain'],
    ['heart attack', 'chest-pain'],
    ['Her face is drooping and her speech is slurred', 'stroke'],
    ["He can't lift his right arm, suddenly", 'stroke'],
    ['I think she is having a stroke, which hospital should we go to?', 'stroke'],
    ['The cut is bleeding heavily and it won’t stop', 'bleeding'],
    ["I'm coughing up blood", 'bleeding'],
    ["I can't breathe", 'breathing'],
    ['My son is choking', 'breathing'],
    ['Shortness of breath since this morning', 'breathing'],
    ['his lips are turning blue', 'breathing'],
    ['My mother collapsed and is unresponsive', 'unconscious'],
    ["He fainted and won't wake up", 'unconscious'],
    ['My daughter is having a seizure', 'seizure'],
    ['he is convulsing', 'seizure'],
    ['Severe allergic reaction, my throat is swelling', 'anaphylaxis'],
    ['I think it is anaphylaxis', 'anaphylaxis'],
    ['My toddler swallowed a bottle of pills', 'poisoning'],
    ['she drank bleach', 'poisoning'],
    ['I took an overdose', 'poisoning'],
    ['I want to kill myself', 'suicide'],
    ['I have been having suicidal thoughts', 'suicide'],
    ['Sometimes I just want to die', 'suicide'],
    ['I keep thinking about self-harm', 'suicide'],
    // An overdose taken comes first: the emergency numbers, not the crisis lines.
    ['I took all my pills, I want to die', 'poisoning'],
    // Negated, and in the middle of an ordinary question: still the emergency reply.
    ["I don't have chest pain but my arm feels odd, how much is an angiogram?", 'chest-pain'],
    ['No heavy bleeding, I just want to know the cost of a hysterectomy', 'bleeding'],
    // French
    ["J'ai une douleur à la poitrine", 'chest-pain'],
    ['Je crois que mon mari fait une crise cardiaque', 'chest-pain'],
    ['Mon père fait un AVC', 'stroke'],
    ['Son visage s’affaisse et sa parole est pâteuse', 'stroke'],
    ['Elle saigne beaucoup', 'bleeding'],
    ["J'ai du mal à respirer", 'breathing'],
    ["Je n'arrive pas à respirer", 'breathing'],
    ['Il a perdu connaissance', 'unconscious'],
    ['Mon fils a des convulsions', 'seizure'],
    ['Choc anaphylactique, sa gorge gonfle', 'anaphylaxis'],
    ['Elle a avalé des comprimés de paracétamol', 'poisoning'],
    ['Je veux me suicider', 'suicide'],
    ["J'ai envie de mourir", 'suicide'],
    // Arabic
    ['عندي ألم في الصدر', 'chest-pain'],
    ['أعتقد أن أبي يعاني من نوبة قلبية', 'chest-pain'],
    ['أمي أصيبت بجلطة دماغية', 'stroke'],
    ['نزيف حاد لا يتوقف', 'bleeding'],
    ['لا أستطيع التنفس', 'breathing'],
    ['أُغمي عليه ولا يستيقظ', 'unconscious'],
    ['ابني يتشنج', 'seizure'],
    ['تورم في الحلق بعد أكل الفول السوداني', 'anaphylaxis'],
    ['ابتلع كمية من الحبوب', 'poisoning'],
    ['أفكر في الانتحار', 'suicide'],
    ['أريد أن أموت', 'suicide'],
    // Swahili
    ['Nina maumivu ya kifua', 'chest-pain'],
    ['Baba yangu amepata kiharusi', 'stroke'],
    ['Anavuja damu nyingi', 'bleeding'],
    ['Siwezi kupumua', 'breathing'],
    ['Mama amezimia na haamki', 'unconscious'],
    ['Mtoto ana degedege', 'seizure'],
    ['Koo limevimba, siwezi kumeza', 'anaphylaxis'],
    ['Amekunywa sumu', 'poisoning'],
    ['Nataka kujiua', 'suicide'],
  ])('%j → %s', (message, category) => {
    expect(detectEmergency([message])).toBe(category);
  });

  it.each([
    'How much is heart bypass surgery?',
    'What is the cost of stroke rehabilitation in Malaysia?',
    'My father had a stroke last year, which hospitals offer rehabilitation?',
    'I had a heart attack two years ago, is bypass surgery cheaper in Penang?',
    'Which hospitals treat epilepsy and seizures in Kuala Lumpur?',
    'How much is a hip replacement?',
    'How long is recovery after IVF?',
    'Do I need a visa for Malaysia?',
    'Is my tumour not responding to treatment a reason to go abroad?',
    'Can stroke patients travel by plane?',
    'How much is a rhinoplasty? My face is crooked.',
    'My face is sagging, how much is a facelift?',
    'I cut myself shaving',
    'Combien coûte la rééducation après un AVC ?',
    'Il a fait un AVC l’an dernier, combien coûte la rééducation ?',
    'كم تكلفة علاج السكتة الدماغية في ماليزيا؟',
    'Gharama ya matibabu ya kiharusi ni kiasi gani?',
    'Ni hospitali gani inafanya upasuaji wa goti?',
    '',
    '   ',
  ])('%j → null', (message) => {
    expect(detectEmergency([message])).toBeNull();
  });
});

describe('detectEmergency: a conversation, one message at a time (issue 29)', () => {
  it.each<[string[], EmergencyCategory | null]>([
    // The message being answered is what counts.
    [['How much is a hip replacement?', 'Which hospital?', 'What about knee surgery?', 'I cannot breathe'], 'breathing'],
    [['How much is knee surgery?', 'my father fell', 'he is not waking up'], 'unconscious'],
    [['Combien coûte une prothèse de hanche ?', 'Mon père fait un AVC'], 'stroke'],
    // An earlier emergency had its reply: the questions after it are answered as what they are.
    [['I have crushing chest pain right now', 'how much is a knee replacement in Malaysia?'], null],
    [['I want to die', 'ok', 'thanks'], null],
    [['I want to die', 'how long do I stay for IVF?'], null],
    [['My mother had a stroke', 'how much is rehabilitation in Penang?'], null],
    [['لا أستطيع التنفس', 'كم تكلفة زراعة الأسنان في ماليزيا؟'], null],
    [['Siwezi kupumua', 'Gharama ya upasuaji wa goti ni kiasi gani?'], null],
    // Nor is an emergency assembled from pieces of several messages.
    [['chest', 'pain'], null],
    [['ma mère a', 'du mal', 'à respirer'], null],
    [[], null],
  ])('%j → %s', (messages, category) => {
    expect(detectEmergency(messages)).toBe(category);
  });
});
