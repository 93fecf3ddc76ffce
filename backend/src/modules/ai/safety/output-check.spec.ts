import { checkModelOutput, isSafeLink, type OutputCheck } from './output-check.js';

describe('checkModelOutput', () => {
  it.each<[string, Exclude<OutputCheck, { ok: true }>['reason']]>([
    // Dosing
    ['Take 2 tablets every 6 hours.', 'dose'],
    ['The usual amount is 500mg of paracetamol.', 'dose'],
    ['Adults can have 2.5 ml of the syrup.', 'dose'],
    ['Use 10 units per day of insulin.', 'dose'],
    ['A common regimen is 1 pill in the morning.', 'dose'],
    ['Take ibuprofen three times a day with food.', 'dose'],
    ['The maximum dose for adults is 4 g a day.', 'dose'],
    ['Prenez 2 comprimés le soir.', 'dose'],
    ['Prenez une gélule au coucher.', 'dose'],
    ['A child’s dose is 250 per day.', 'dose'],
    ['تناول ٥٠٠ ملغ مرتين يوميا', 'dose'],
    // Diagnosis addressed to the patient
    ['You have arthritis in your knee.', 'diagnosis'],
    ['You probably have a urinary tract infection.', 'diagnosis'],
    ['You are suffering from a migraine.', 'diagnosis'],
    ['It sounds like you have a hernia.', 'diagnosis'],
    ['This is likely tendinitis.', 'diagnosis'],
    ['Your symptoms suggest a heart problem.', 'diagnosis'],
    ['Vous avez probablement une appendicite.', 'diagnosis'],
    ['أنت مصاب بالسكري', 'diagnosis'],
    ['Inaonekana una malaria.', 'diagnosis'],
    // Prescription
    ['I prescribe amoxicillin for a week.', 'prescription'],
    ['You should take ibuprofen for the swelling.', 'prescription'],
    ['I recommend you start taking omeprazole before meals.', 'prescription'],
    ['Try taking antihistamines.', 'prescription'],
    ['Prenez du Doliprane.', 'prescription'],
    ['Take ibuprofen for the pain.', 'prescription'],
    ['For the swelling:\n- start taking naproxen', 'prescription'],
    // Links off our site
    ['See https://example.com/hip for details.', 'external-link'],
    ['Read more at http://hospital.test', 'external-link'],
    ['Visit www.gleneagles.com.my', 'external-link'],
    ['Details: [Gleneagles](https://gleneagles.com.my)', 'external-link'],
    ['More on [this page](//evil.example/path)', 'external-link'],
    ['Go to //evil.example now', 'external-link'],
    ['A browser reads [this](/\\evil.example) as another host', 'external-link'],
    ['Check example.com for prices.', 'external-link'],
    ['The hospital site sunwaymedical.my lists packages.', 'external-link'],
    ['Write to info@hospital.org', 'external-link'],
    ['[Call us](tel:+60312345678)', 'external-link'],
    ['[click](javascript:alert(1))', 'external-link'],
    ['<a href="https://evil.example">here</a>', 'external-link'],
    ['[guide][1]\n\n[1]: https://evil.example', 'external-link'],
    ['Try 10.0.0.1 instead', 'external-link'],
  ])('%j → %s', (text, reason) => {
    expect(checkModelOutput(text)).toEqual({ ok: false, reason });
  });

  it.each([
    'A hip replacement in Malaysia costs $8,000 - $15,000, see [Hip replacement](/treatments/hip-replacement).',
    'Recovery usually takes 6 weeks; most patients stay 3-7 days in hospital.',
    'The success rate of IVF at these hospitals is around 40%.',
    'The hospital has 500 beds and 12 operating theatres.',
    'If you have diabetes, tell the hospital before your surgery.',
    'You have several options for cancer care in Penang.',
    'You have to apply for a visa 4 weeks before travelling.',
    'It sounds like you have already chosen a hospital.',
    'This is likely the best cancer hospital for you.',
    'Your doctor may prescribe medication after the operation; follow their advice.',
    'Flights leave twice a day from Kuala Lumpur.',
    'Patients usually take antibiotics after the surgery.',
    'You have diabetes-friendly meal options at every hospital.',
    'In April, take a short break before flying.',
    'Book a free consultation on the /contact page or from your /dashboard.',
    'See /patient-guide and /treatments/knee-replacement.',
    'e.g. Malaysia, Thailand, i.e. Asia. It is 9 a.m. there.',
    'Cardiology, orthopaedics and oncology are covered.',
    'Une FIV coûte environ 4 000 $. Vous avez le choix entre plusieurs hôpitaux.',
    'Prenez rendez-vous avec nos coordinateurs sur /contact.',
    'تكلفة استبدال الورك حوالي 8000 دولار',
    'Gharama ya upasuaji wa goti ni $7,000.',
    '',
  ])('%j passes', (text) => {
    expect(checkModelOutput(text)).toEqual({ ok: true });
  });
});

describe('isSafeLink', () => {
  it.each([
    ['/treatments/hip-replacement', true],
    ['/', true],
    ['/contact?topic=ivf#form', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://example.com', false],
    ['treatments/hip', false],
    ['#top', false],
    ['mailto:a@b.example', false],
    ['/a b', false],
    ['', false],
  ])('%j → %j', (target, safe) => {
    expect(isSafeLink(target)).toBe(safe);
  });
});
