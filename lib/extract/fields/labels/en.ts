import type { HeaderWords } from './types.ts';

export const en: HeaderWords = {
  labels: {
    name: ['name', 'full name', 'candidate', 'candidate name', 'applicant'],
    firstName: ['first name', 'given name', 'given names', 'forename', 'first names'],
    lastName: ['last name', 'surname', 'family name'],
    position: ['position', 'job title', 'title', 'current position', 'desired position', 'position sought', 'job applied for', 'desired employment', 'occupation', 'profession'],
    address: ['address', 'home address', 'postal address', 'location', 'city', 'residence', 'place of residence', 'lives in', 'based in', 'home'],
    phone: ['phone', 'telephone', 'tel', 'mobile', 'mobile phone', 'cell', 'cell phone', 'mob', 'phone number', 'contact number'],
    email: ['email', 'e-mail', 'mail', 'email address', 'e-mail address'],
    birth: ['date of birth', 'birth date', 'birthdate', 'born', 'born on', 'dob', 'place of birth', 'birthplace', 'date and place of birth'],
    nationality: ['nationality', 'citizenship', 'citizen of'],
    licence: ['driving licence', 'driving license', "driver's license", 'drivers license', 'driver license', "driver's licence"],
    marital: ['marital status', 'family status', 'civil status'],
    age: ['age'],
    gender: ['gender', 'sex'],
  },
  personalWords: ['years old', 'married', 'single', 'divorced', 'widowed', 'children', 'child'],
  streetWords: ['street', 'st', 'road', 'rd', 'avenue', 'ave', 'lane', 'ln', 'drive', 'dr', 'boulevard', 'blvd', 'court', 'ct', 'place', 'square', 'way', 'close', 'crescent', 'terrace', 'apt', 'apartment', 'suite', 'flat', 'po box'],
  documentTitles: ['curriculum vitae', 'cv', 'resume', 'résumé', 'application', 'cover letter', 'portfolio'],
  refereeHeadings: ['references', 'referees', 'professional references', 'personal references', 'references available on request', 'recommendations'],
  greetings: ["hi, I'm", 'hi, I am', "hello, I'm", 'hello, I am', "hey, I'm", "I'm", 'I am', 'my name is', "hi there, I'm"],
};
