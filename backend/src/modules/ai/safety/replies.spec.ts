import { checkModelOutput } from './output-check.js';
import { emergencyReply, refusalReply, refusalSource, selfHarmReply } from './replies.js';

describe('emergencyReply', () => {
  const reply = emergencyReply([
    { country: 'Malaysia', number: '999' },
    { country: 'Kenya', number: '999 or 112' },
  ]);

  it('tells the patient to seek emergency care now and lists the numbers', () => {
    expect(reply).toContain('seek emergency care now');
    expect(reply).toContain('Call your local emergency number now');
    expect(reply).toContain('nearest emergency department');
    expect(reply).toContain('- Kenya: 999 or 112\n- Malaysia: 999');
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

  it('lists the crisis lines given after the emergency numbers, for what may not have been an accident', () => {
    const poisoning = emergencyReply([{ country: 'Nigeria', number: '112' }], 'fr', [
      { country: 'Nigeria', name: 'MANI', number: '0809 111 6264' },
    ]);
    expect(poisoning).toContain('- Nigeria: 112');
    expect(poisoning.indexOf('112')).toBeLessThan(poisoning.indexOf('0809 111 6264'));
    expect(poisoning).toContain('pas un accident');
    expect(poisoning).toContain('- Nigeria: MANI 0809 111 6264');
    expect(emergencyReply([{ country: 'Nigeria', number: '112' }], 'fr')).not.toContain('accident');
  });
});

describe('selfHarmReply (issue 29)', () => {
  const lines = [
    { country: 'Malaysia', name: 'Befrienders KL', number: '03-7627 2929', notes: '24 hours' },
    { country: 'Malaysia', name: 'Talian HEAL', number: '15555' },
    { country: 'Kenya', name: 'Befrienders Kenya', number: '+254 722 178 177', notes: null },
  ];
  const numbers = [
    { country: 'Malaysia', number: '999' },
    { country: 'Nigeria', number: '112' },
    { country: 'kenya', number: '999' },
  ];
  const reply = selfHarmReply(lines, numbers);

  it('speaks to the person first: not alone, a crisis line now', () => {
    expect(reply.startsWith("I'm really sorry you're feeling this way. You are not alone")).toBe(true);
    expect(reply.indexOf('Please contact a crisis line now')).toBeLessThan(reply.indexOf('Numbers you can call now:'));
  });

  it('lists each country once, in order, with its crisis lines then its emergency number; a country without a line has its emergency number', () => {
    expect(reply).toContain(
      [
        'Numbers you can call now:',
        '- Kenya: Befrienders Kenya +254 722 178 177 · emergency 999',
        '- Malaysia: Befrienders KL 03-7627 2929 (24 hours), Talian HEAL 15555 · emergency 999',
        '- Nigeria: emergency 112',
      ].join('\n'),
    );
  });

  it('ends with what to do in immediate danger, and is not the ambulance reply', () => {
    expect(reply).toMatch(/If you are in immediate danger.*call your local emergency number now.*\.$/);
    expect(reply).not.toContain('This may be a medical emergency');
    expect(checkModelOutput(reply)).toEqual({ ok: true });
  });

  it('still sends the person to a crisis line and to emergency care without any number on file', () => {
    const bare = selfHarmReply([], []);
    expect(bare).toContain('Please contact a crisis line now');
    expect(bare).toContain('call your local emergency number now');
    expect(bare).not.toContain('Numbers you can call now:');
  });

  it.each([
    [
      'fr',
      'vous n’êtes pas seul(e)',
      'ligne d’écoute',
      'Numéros à appeler dès maintenant\u00a0:',
      'urgences 999',
      'danger immédiat',
      'Kenya',
      'Malaisie',
      'ligne d’écoute',
    ],
    [
      'ar',
      'ولست وحدك',
      'خط للدعم النفسي',
      'أرقام يمكنك الاتصال بها الآن:',
      'الطوارئ 999',
      'خطر مباشر',
      'كينيا',
      'ماليزيا',
      'خط الدعم النفسي',
    ],
    [
      'sw',
      'Hauko peke yako',
      'msaada wa kisaikolojia',
      'Nambari unazoweza kupiga sasa hivi:',
      'dharura 999',
      'uko hatarini',
      'Kenya',
      'Malesia',
      'simu ya msaada wa kisaikolojia',
    ],
  ] as const)(
    '%s: in the language, with the same numbers and the countries named in it',
    (language, notAlone, crisisLine, heading, emergency, danger, kenya, malaysia, crisisLineName) => {
      const translated = selfHarmReply(lines, numbers, language);
      expect(translated).toContain(notAlone);
      expect(translated).toContain(crisisLine);
      // Every country's lines (the patient's country unknown): each named in the reply's language, not staff's English.
      expect(translated).toContain(`${heading}\n- ${kenya}: ${crisisLineName} +254 722 178 177 · ${emergency}`);
      expect(translated).toContain(`- ${malaysia}: ${crisisLineName} 03-7627 2929, ${crisisLineName} 15555 · ${emergency}`);
      expect(translated).not.toContain('Befrienders');
      // One country's: staff's names and notes beside the numbers.
      const own = selfHarmReply(
        lines.filter((l) => l.country === 'Malaysia'),
        numbers.filter((n) => n.country === 'Malaysia'),
        language,
      );
      expect(own).toContain(`- ${malaysia}: Befrienders KL 03-7627 2929 (24 hours), Talian HEAL 15555 · ${emergency}`);
      expect(translated).toContain(danger);
      expect(translated).not.toMatch(/not alone|crisis line|emergency \d/);
      expect(checkModelOutput(translated)).toEqual({ ok: true });
    },
  );
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
    ['fr', 'urgence médicale', 'Numéros d’urgence\u00a0:', 'service des urgences', '- Kenya: 999 or 112\n- Malaisie: 999'],
    ['ar', 'حالة طبية طارئة', 'أرقام الطوارئ:', 'أقرب قسم للطوارئ', '- كينيا: 999 or 112\n- ماليزيا: 999'],
    ['sw', 'dharura ya kiafya', 'Nambari za dharura:', 'kitengo cha dharura', '- Kenya: 999 or 112\n- Malesia: 999'],
  ] as const)(
    '%s: the emergency reply is in the language, its numbers with their countries named in it',
    (language, now, heading, department, listed) => {
      const reply = emergencyReply(numbers, language);
      expect(reply).toContain(now);
      expect(reply).toContain(department);
      expect(reply).toContain(`${heading}\n${listed}`);
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
    ['en', "can't advise on starting, stopping, skipping or changing a medicine", 'ask the doctor who prescribed it', 'hospital’s team'],
    ['fr', 'commencer, d’arrêter, de sauter ou de modifier un médicament', 'médecin qui vous l’a prescrit', 'équipe de l’hôpital'],
    ['ar', 'البدء بدواء أو إيقافه', 'الطبيب الذي وصفه لك', 'فريق المستشفى'],
    ['sw', 'kuanza, kuacha, kuruka au kubadilisha dawa', 'daktari aliyekuandikia dawa hiyo', 'wahudumu wa hospitali'],
  ] as const)(
    '%s: a change of medicine is for the doctor who prescribed it, and the hospital’s team is told (issue 29)',
    (language, cannot, prescriber, team) => {
      const reply = refusalReply('medication', language);
      expect(reply).toContain(cannot);
      expect(reply).toContain(prescriber);
      expect(reply).toContain(team);
      expect(checkModelOutput(reply)).toEqual({ ok: true });
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
