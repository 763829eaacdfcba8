// Writes apps/api/src/modules/auth/common-passwords.txt, the list of common passwords that no new
// password may be (issue 22): `npm run common-passwords:generate`. The server reads the committed
// file; these packages are development dependencies of this script only.
//
// Sources and their licences (repeated in the file's header):
// - @zxcvbn-ts/language-common 4.1.3, dictionary 'passwords-common': the most frequent passwords of
//   public leaks, ranked (zxcvbn's list). MIT, (c) 2012-2016 Dan Wheeler and Dropbox, Inc., (c) 2021 zxcvbn-ts.
// - @zxcvbn-ts/language-fr 4.1.2, MIT, same authors: its French first names (the dictionary named
//   'lastnames-fr' holds the first names, 'firstnames-fr' the surnames), and the most frequent
//   French words of 'commonWords-fr', derived from OpenSubtitles 2024 via OPUS (Helsinki-NLP),
//   ODC-BY 1.0 (Open Data Commons Attribution License): attribution kept in the header.
// - The French passwords that public rankings of French leaks put at the top, French keyboard walks,
//   and the words of this product and its context: written below, this project's own (same licence
//   as the project).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as frenchDictionary } from '@zxcvbn-ts/language-fr';
import { foldForCommonList } from '../packages/shared/src/rules/common-password-forms';

const OUTPUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/api/src/modules/auth/common-passwords.txt');

/** How many of the most frequent French words are taken (the list is ranked by frequency). */
const FRENCH_WORDS_TAKEN = 10_000;
/**
 * Shorter entries are left out: the server also looks up a password stripped of the digits and
 * symbols around it, and a two- or three-letter core (`Ab!8472916350#`) is no common password.
 */
const MINIMUM_LENGTH = 4;

const FRENCH_LEAK_FAVOURITES = [
  'azerty',
  'azertyuiop',
  'azerty123',
  '123azerty',
  'azertyu',
  'azertyui',
  'azer',
  'azerty1',
  'qsdfghjklm',
  'qsdfgh',
  'qsdf',
  'wxcvbn',
  'wxcvbnm',
  'aqwzsx',
  'aqwzsxedc',
  'azeqsd',
  'azeqsdwxc',
  'a1z2e3r4',
  'a1z2e3r4t5',
  'a1z2e3',
  'azerty12',
  'azerty1234',
  'motdepasse',
  'motdepasse1',
  'motdepasse123',
  'mot-de-passe',
  'monmotdepasse',
  'nouveaumotdepasse',
  'mdp123',
  'motdepass',
  'passe',
  'soleil',
  'doudou',
  'chouchou',
  'loulou',
  'marseille',
  'bonjour',
  'jetaime',
  'jetaimemoi',
  'jetaimetoi',
  'coucou',
  'bisous',
  'bisou',
  'chocolat',
  'nicolas',
  'julien',
  'camille',
  'celine',
  'sophie',
  'princesse',
  'amour',
  'monamour',
  'mamour',
  'moncoeur',
  'mabiche',
  'machérie',
  'monchéri',
  'bebe',
  'bébé',
  'cheval',
  'chaton',
  'chouquette',
  'doudoune',
  'nounours',
  'titou',
  'tintin',
  'caramel',
  'papillon',
  'pompier',
  'football',
  'olympique',
  'allezlom',
  'olympiquedemarseille',
  'parisfc',
  'psgpsg',
  'allezparis',
  'parissaintgermain',
  'ohana',
  'famille',
  'mafamille',
  'maman',
  'papa',
  'papamaman',
  'mamanpapa',
  'enfants',
  'france',
  'vivelafrance',
  'paris',
  'lyon',
  'toulouse',
  'nantes',
  'bordeaux',
  'lille',
  'marseille13',
  'bretagne',
  'corse',
  'normandie',
  'alsace',
  'provence',
  'nice06',
  'salut',
  'bienvenue',
  'merci',
  'secret',
  'confidentiel',
  'chien',
  'chat',
  'lapin',
  'tigrou',
  'minou',
  'minette',
  'poupette',
  'choupette',
  'choupinette',
  'puce',
  'mapuce',
  'crevette',
  'fraise',
  'framboise',
  'cerise',
  'pomme',
  'banane',
  'vanille',
  'printemps',
  'automne',
  'hiver',
  'vacances',
  'liberte',
  'liberté',
  'bonheur',
  'bonsoir',
  'dimanche',
  'samedi',
  'lundi',
  'vendredi',
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
  'noel',
  'joyeuxnoel',
  'anniversaire',
  'patate',
  'patapouf',
  'zizou',
  'zidane',
  'mbappe',
  'griezmann',
  'ronaldo',
  'messi',
  'pikachu',
  'pokemon',
  'naruto',
  'dragonball',
  'motdepassesecret',
  'jesuis',
  'cestmoi',
  'toto',
  'tata',
  'titi',
  'tutu',
  'toutou',
  'bichon',
  'louloute',
  'lolo',
  'lulu',
  'doudou13',
  'soleil13',
  'grenouille',
  'escargot',
  'baguette',
  'fromage',
  'camembert',
  'croissant',
  'petitchat',
  'petitange',
  'mon-ange',
  'monange',
  'ange',
  'angel',
  'etoile',
  'étoile',
  'lune',
  'planete',
  'musique',
  'guitare',
  'piano',
  'danse',
  'manger',
];

// The product's own name and the words of its context, the first an attacker tries on it.
const PRODUCT_WORDS = [
  'parenthese',
  'parenthèse',
  'parentheses',
  'parenthesesante',
  'monparenthese',
  'psychologue',
  'psychologie',
  'psychologues',
  'psychotherapie',
  'psychiatre',
  'therapie',
  'thérapie',
  'therapeute',
  'consultation',
  'consultations',
  'rendezvous',
  'rendez-vous',
  'anonyme',
  'anonymat',
  'confidentialite',
  'employeur',
  'employe',
  'salarie',
  'salarié',
  'collaborateur',
  'collegue',
  'entreprise',
  'societe',
  'travail',
  'boulot',
  'bureau',
  'ressourceshumaines',
  'manager',
  'direction',
  'sante',
  'santé',
  'santementale',
  'bienetre',
  'bien-etre',
  'bien-être',
  'ecoute',
  'écoute',
  'soutien',
  'stress',
  'burnout',
  'mutuelle',
  'temporaire',
  'provisoire',
  'premiereconnexion',
  'connexion',
  'administrateur',
  'admin',
  'demo',
  'démo',
  'changeme',
  'changemoi',
  'welcome',
  'utilisateur',
  'compte',
  'moncompte',
  'identifiant',
];

/** Folded as the server looks them up; a line starting with '#' would read as a comment. */
function listed(entries: Iterable<string>): string[] {
  return [...entries].map((entry) => foldForCommonList(entry).trim()).filter((entry) => entry.length >= MINIMUM_LENGTH && !entry.startsWith('#'));
}

const leakedPasswords = listed(commonDictionary['passwords-common'] as string[])
  // A password must hold letters (composition rules): an entry without any can never match.
  .filter((entry) => /\p{L}/u.test(entry));
const frenchFirstNames = listed(frenchDictionary['lastnames-fr'] as string[]);
const frenchWords = listed((frenchDictionary['commonWords-fr'] as string[]).filter((word) => /^\p{L}+(-\p{L}+)*$/u.test(word)).slice(0, FRENCH_WORDS_TAKEN));
const ownWords = listed([...FRENCH_LEAK_FAVOURITES, ...PRODUCT_WORDS]);

const entries = [...new Set([...leakedPasswords, ...frenchFirstNames, ...frenchWords, ...ownWords])].sort();

const header = `# Common passwords that no new password may be (issue 22), one a line, lower case without accents.
# Generated by scripts/generate-common-passwords.ts (npm run common-passwords:generate): do not edit by hand.
# The server refuses a new password when it, or it stripped of the digits and symbols around it, or with
# look-alike characters undone, is a line of this file (packages/shared/src/rules/common-password-forms.ts).
# ${entries.length} entries, from:
# - ${leakedPasswords.length} ranked passwords of public leaks: @zxcvbn-ts/language-common 4.1.3 ('passwords-common'),
#   MIT licence, (c) 2012-2016 Dan Wheeler and Dropbox, Inc., (c) 2021 zxcvbn-ts.
# - ${frenchFirstNames.length} French first names: @zxcvbn-ts/language-fr 4.1.2, MIT licence, same authors.
# - ${frenchWords.length} of the most frequent French words: @zxcvbn-ts/language-fr 4.1.2 ('commonWords-fr'), derived
#   from the OpenSubtitles 2024 corpus provided by OPUS (Helsinki-NLP, https://opus.nlpl.eu/), ODC-BY 1.0
#   (Open Data Commons Attribution License); original data attributed to subtitle contributors and rights holders.
# - ${ownWords.length} French passwords from public rankings of French leaks, French keyboard walks and this
#   product's own words: written in the script, this project's own.
`;

writeFileSync(OUTPUT, `${header}${entries.join('\n')}\n`);
console.log(`${entries.length} mots de passe courants écrits dans ${path.relative(process.cwd(), OUTPUT)}`);
