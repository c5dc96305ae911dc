import type { HeadingWords } from './types.ts';

export const en: HeadingWords = {
  headings: {
    experience: [
      'experience', 'experiences', 'work experience', 'work experiences', 'professional experience', 'professional experiences',
      'employment', 'employment history', 'employment experience', 'work history', 'career', 'career history', 'relevant experience',
      'relevant work experience', 'work', 'positions', 'positions held', 'professional background', 'professional history',
      'qualified experience', 'industry experience', 'technical experience', 'jobs', 'selected experience', 'research experience',
      'leadership experience', 'previous experience', 'professional employment', 'appointments', 'academic appointments',
      'internships', 'internship', 'internship experience', 'work background', 'experience summary',
    ],
    education: [
      'education', 'educations', 'academic background', 'academics', 'education training', 'qualifications', 'studies',
      'academic history', 'educational background', 'degrees', 'academic qualifications', 'educational qualifications',
      'academic education', 'education history', 'schooling', 'academic record', 'higher education', 'university education',
      'academic profile', 'education qualifications', 'education certifications', 'academic career',
    ],
    skills: [
      'skills', 'skill', 'technical skills', 'core skills', 'key skills', 'competencies', 'core competencies', 'competences',
      'expertise', 'technologies', 'tech stack', 'tools', 'programming languages', 'skills tools', 'top skills', 'abilities',
      'additional skills', 'programs', 'software', 'areas of expertise', 'technical proficiencies', 'stack', 'skill set',
      'skillset', 'skills expertise', 'professional skills', 'it skills', 'computer skills', 'digital skills', 'soft skills',
      'hard skills', 'technical expertise', 'technical competencies', 'key competencies', 'strengths', 'tools technologies',
      'technologies tools', 'skills technologies', 'skills tech', 'tech skills', 'software skills', 'personal skills', 'skills competencies', 'other skills', 'toolbox',
      'proficiencies', 'knowledge', 'technical knowledge', 'relevant skills', 'job related skills', 'skills summary',
    ],
    languages: [
      'languages', 'language', 'language skills', 'spoken languages', 'foreign languages', 'language proficiency',
      'languages spoken', 'linguistic skills',
    ],
    summary: [
      'summary', 'profile', 'professional summary', 'about', 'about me', 'objective', 'career objective', 'overview',
      'executive summary', 'personal statement', 'professional profile', 'career summary', 'personal profile', 'bio',
      'biography', 'introduction', 'objectives', 'career profile', 'summary of qualifications', 'who i am',
    ],
    contact: [
      'contact', 'contacts', 'contact information', 'contact info', 'contact details', 'contact me', 'personal information',
      'personal details', 'personal data', 'personal info', 'details', 'get in touch',
    ],
    interests: ['interests', 'hobbies', 'hobbies interests', 'interests hobbies', 'personal interests', 'pastimes'],
    other: [
      'projects', 'project', 'personal projects', 'side projects', 'selected projects', 'academic projects', 'key projects',
      'publications', 'selected publications', 'awards', 'honors', 'honours', 'honors awards', 'awards honors', 'prizes',
      'certifications', 'certificates', 'certification', 'licenses certifications', 'certifications licenses', 'licences',
      'activities',
      'volunteering', 'volunteer experience', 'volunteer work', 'volunteer', 'community involvement', 'references', 'referees',
      'achievements', 'key achievements', 'accomplishments', 'courses', 'coursework', 'relevant coursework', 'training',
      'trainings', 'training courses', 'extracurricular activities', 'extracurricular', 'extra curricular', 'leadership',
      'talks', 'presentations', 'conferences', 'patents', 'research', 'teaching', 'memberships', 'professional memberships',
      'affiliations', 'open source', 'additional information', 'other information', 'miscellaneous', 'misc', 'portfolio',
      'driving licence', 'driving license', 'grants', 'scholarships', 'professional development', 'teaching experience',
    ],
  },
  fillers: ['and', 'my', 'of'],
};
