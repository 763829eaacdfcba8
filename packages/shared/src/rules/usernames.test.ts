import { describe, expect, it } from 'vitest';
import { firstFreeUsername, usernameBase } from './usernames';

describe('usernames', () => {
  it.each([
    ['Éloïse', 'Le Grand', 'eloise.le-grand'],
    ['Jean-Noël', "D'Arc", 'jean-noel.d-arc'],
    ['François', 'Nœl', 'francois.noel'],
    ['Gaëlle', 'Ørsted', 'gaelle.orsted'],
    ['Æsa', 'Straße', 'aesa.strasse'],
    ['Şükrü', 'Çağlayan', 'sukru.caglayan'],
    ['Işıl', 'Gündoğdu', 'isil.gundogdu'],
    ['Łukasz', 'Wężyk-Źdźbło', 'lukasz.wezyk-zdzblo'],
    ['Åse', 'Bjørn', 'ase.bjorn'],
    ['Þórdís', 'Ðoàn', 'thordis.doan'],
    ['Nguyễn', 'Thị Minh', 'nguyen.thi-minh'],
    // Typed with combining accents (macOS file names, some keyboards): the same identifier.
    ['E\u0301lodie', 'Lefe\u0300vre', 'elodie.lefevre'],
    ['Дмитрий', 'Иванов', 'dmitriy.ivanov'],
    ['Γιώργος', 'Παπαδόπουλος', 'giorgos.papadopoylos'],
    ['芳', '王', 'fang.wang'],
    ['민준', '김', 'minjun.gim'],
    ['さくら', '', 'sakura'],
    ['', 'Durand', 'durand'],
    ['!!!', '???', 'salarie'],
  ])('%s %s → %s', (firstName, lastName, username) => {
    expect(usernameBase(firstName, lastName)).toBe(username);
  });

  it('keeps every letter of a French name and only ASCII letters, digits, dots and hyphens', () => {
    for (const [firstName, lastName] of [
      ['Cœur', 'Dœuf'],
      ['Zoë-Ève', 'Ñúñez'],
    ]) {
      const username = usernameBase(firstName, lastName);
      expect(username).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    expect(usernameBase('Cœur', 'Dœuf')).toBe('coeur.doeuf');
  });

  it('adds a number on collision', () => {
    expect(firstFreeUsername('jean.dupont', new Set())).toBe('jean.dupont');
    expect(firstFreeUsername('jean.dupont', new Set(['jean.dupont', 'jean.dupont2']))).toBe('jean.dupont3');
  });
});
