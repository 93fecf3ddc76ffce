import { checkModelOutput } from './output-check.js';
import { emergencyReply, refusalReply, refusalSource } from './replies.js';

describe('emergencyReply', () => {
  const reply = emergencyReply([
    { country: 'Malaysia', number: '999' },
    { country: 'Kenya', number: '999 or 112' },
  ]);

  it('tells the patient to seek emergency care now and lists the numbers', () => {
    expect(reply).toContain('seek emergency care now');
    expect(reply).toContain('Call your local emergency number now');
    expect(reply).toContain('nearest emergency department');
    expect(reply).toContain('- Malaysia: 999\n- Kenya: 999 or 112');
    expect(reply).toContain('We cannot help with emergencies in this chat');
  });

  it('still sends the patient to emergency care without any number on file', () => {
    const bare = emergencyReply([]);
    expect(bare).toContain('Call your local emergency number now');
    expect(bare).not.toContain('Emergency numbers:');
  });

  it('passes the output check', () => {
    expect(checkModelOutput(reply)).toEqual({ ok: true });
  });
});

describe('refusalReply', () => {
  it.each([
    ['diagnosis', "can't diagnose"],
    ['dose', "can't advise on medicines or doses"],
    ['prescription', "can't prescribe"],
  ] as const)('%s: refuses, and points to a doctor and a free consultation on our site', (kind, refusal) => {
    const reply = refusalReply(kind);
    expect(reply).toContain(refusal);
    expect(reply).toContain('talk to a doctor');
    expect(reply).toContain('free consultation');
    expect(reply).toContain('/contact');
    expect(reply).toContain('/dashboard');
    expect(checkModelOutput(reply)).toEqual({ ok: true });
  });
});

describe('in the patient’s language', () => {
  const numbers = [
    { country: 'Malaysia', number: '999' },
    { country: 'Kenya', number: '999 or 112' },
  ];

  it.each([
    ['fr', 'urgence médicale', 'Numéros d’urgence\u00a0:', 'service des urgences'],
    ['ar', 'حالة طبية طارئة', 'أرقام الطوارئ:', 'أقرب قسم للطوارئ'],
    ['sw', 'dharura ya kiafya', 'Nambari za dharura:', 'kitengo cha dharura'],
  ] as const)(
    '%s: the emergency reply is in the language, its numbers with their countries as stored',
    (language, now, heading, department) => {
      const reply = emergencyReply(numbers, language);
      expect(reply).toContain(now);
      expect(reply).toContain(department);
      expect(reply).toContain(`${heading}\n- Malaysia: 999\n- Kenya: 999 or 112`);
      expect(reply).not.toMatch(/emergency care|Emergency numbers/);
      expect(checkModelOutput(reply)).toEqual({ ok: true });
      expect(emergencyReply([], language)).not.toContain(heading);
    },
  );

  it('is English when no language is given, as before', () => {
    expect(emergencyReply(numbers, 'en')).toBe(emergencyReply(numbers));
    expect(refusalReply('dose', 'en')).toBe(refusalReply('dose'));
    expect(refusalSource()).toEqual({ title: 'Contact us', url: '/contact' });
  });

  const REFUSALS = {
    fr: {
      diagnosis: 'poser de diagnostic',
      dose: 'posologie',
      prescription: 'prescrire',
      doctor: 'médecin',
      free: 'consultation gratuite',
    },
    ar: { diagnosis: 'تشخيص', dose: 'جرعاتها', prescription: 'وصف الأدوية', doctor: 'طبيب', free: 'استشارة مجانية' },
    sw: { diagnosis: 'kutambua ugonjwa', dose: 'vipimo', prescription: 'kukuandikia dawa', doctor: 'daktari', free: 'ushauri wa bure' },
  } as const;

  it.each(Object.keys(REFUSALS) as (keyof typeof REFUSALS)[])(
    '%s: refuses each request in the language, with our pages in the language, and passes the output check',
    (language) => {
      const texts = REFUSALS[language];
      for (const kind of ['diagnosis', 'dose', 'prescription'] as const) {
        const reply = refusalReply(kind, language);
        expect(reply).toContain(texts[kind]);
        expect(reply).toContain(texts.doctor);
        expect(reply).toContain(texts.free);
        expect(reply).toContain(`/${language}/contact`);
        expect(reply).toContain(`/${language}/dashboard`);
        expect(reply).not.toMatch(/I'm sorry|talk to a doctor/);
        expect(checkModelOutput(reply)).toEqual({ ok: true });
      }
    },
  );

  it.each([
    ['fr', 'Nous contacter'],
    ['ar', 'اتصل بنا'],
    ['sw', 'Wasiliana Nasi'],
  ] as const)('%s: the refusal’s source is the contact page, titled in the language', (language, title) => {
    expect(refusalSource(language)).toEqual({ title, url: '/contact' });
  });
});
