/*
 * Names of medicines, as regular-expression sources over `normalise`d text, for the rules that must know a medicine
 * when they see one: the output check (a model telling the patient to take one) and the requests the assistant refuses
 * (a patient asking whether to stop, skip or change theirs).
 */

/** Medicines by name, and drug classes by their name endings (amoxicillin, omeprazole, lisinopril…), but not the month of April. */
export const DRUG =
  '(?:paracetamol|acetaminophen|ibuprofen|aspirin|panadol|tylenol|advil|nurofen|naproxen|diclofenac|codeine|tramadol|morphine|' +
  'oxycodone|metformin|insulin|prednisone|prednisolone|amoxicillin|antibiotics?|painkillers?|antihistamines?|steroids?|opioids?|' +
  'doliprane|efferalgan|dafalgan|(?!april(?: |$))[a-z]+(?:cillin|mycin|cycline|floxacin|azole|statin|sartan|pril|olol|dipine|tidine|formin|profen|oxetine|azepam|codone))';

/**
 * What a patient calls the medicine they are on, in English: the words for any medicine, the kinds people name theirs
 * by ("my blood thinner", "the pill"), brands and names common before a trip for surgery, and `DRUG`.
 */
export const PATIENT_MEDICINE =
  '(?:medicines?|medications?|meds|drugs?|pills?|tablets?|capsules?|injections?|jabs?|inhalers?|patch(?:es)?|' +
  'blood thinners?|anticoagulants?|antidepressants?|antipsychotics?|anti ?epileptics?|anticonvulsants?|antiplatelets?|' +
  'beta blockers?|diuretics?|contraceptives?|birth control|hormones?|hrt|thyroid (?:medicine|tablets|pills)|' +
  'warfarin|heparin|apixaban|rivaroxaban|dabigatran|edoxaban|clopidogrel|eliquis|xarelto|plavix|levothyroxine|thyroxine|' +
  'lithium|methotrexate|ozempic|wegovy|mounjaro|semaglutide|tirzepatide|' +
  `${DRUG})`;
