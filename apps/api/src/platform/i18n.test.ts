import type { LanguageCode } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { defineMessages, languageFromHeader, translate } from './i18n.ts';
import { platformMessages } from './messages.ts';

const texts = defineMessages({
  it: {
    hello: 'Ciao {name}, hai {count} punti',
    apples: { one: '{count} mela di {owner}', other: '{count} mele di {owner}' },
    plain: 'Nessun parametro',
  },
  es: {
    hello: 'Hola {name}, tienes {count} puntos',
    apples: { one: '{count} manzana de {owner}', other: '{count} manzanas de {owner}' },
    plain: 'Sin parámetros',
  },
  fr: {
    hello: 'Bonjour {name}, vous avez {count} points',
    apples: { one: '{count} pomme de {owner}', other: '{count} pommes de {owner}' },
    plain: 'Aucun paramètre',
  },
  de: {
    hello: 'Hallo {name}, du hast {count} Punkte',
    // No `one` form: every count takes `other`.
    apples: { other: '{count} Äpfel von {owner}' },
    plain: 'Keine Parameter',
  },
  gb: {
    hello: 'Hello {name}, you have {count} points',
    apples: { one: '{count} apple of {owner}', other: '{count} apples of {owner}' },
    plain: 'No params',
  },
});

describe('translate', () => {
  it('fills the placeholders in the language asked', () => {
    expect(translate(texts.hello, 'it', { name: 'Ada', count: 3 })).toBe('Ciao Ada, hai 3 punti');
    expect(translate(texts.hello, 'gb', { name: 'Ada', count: 3 })).toBe(
      'Hello Ada, you have 3 points',
    );
    expect(translate(texts.plain, 'fr')).toBe('Aucun paramètre');
  });

  it('picks the plural form by the language’s rules for count', () => {
    expect(translate(texts.apples, 'it', { count: 1, owner: 'Ada' })).toBe('1 mela di Ada');
    expect(translate(texts.apples, 'it', { count: 2, owner: 'Ada' })).toBe('2 mele di Ada');
    expect(translate(texts.apples, 'it', { count: 0, owner: 'Ada' })).toBe('0 mele di Ada');
    expect(translate(texts.apples, 'gb', { count: 1, owner: 'Ada' })).toBe('1 apple of Ada');
    expect(translate(texts.apples, 'gb', { count: 5, owner: 'Ada' })).toBe('5 apples of Ada');
    // French counts 0 as singular.
    expect(translate(texts.apples, 'fr', { count: 0, owner: 'Ada' })).toBe('0 pomme de Ada');
  });

  it('takes `other` when a language lacks the form its rules choose', () => {
    expect(translate(texts.apples, 'de', { count: 1, owner: 'Ada' })).toBe('1 Äpfel von Ada');
  });

  it('falls back to Italian for a language it has no text in', () => {
    const stray = 'xx' as LanguageCode;
    expect(translate(texts.plain, stray)).toBe('Nessun parametro');
    expect(translate(texts.apples, stray, { count: 1, owner: 'Ada' })).toBe('1 mela di Ada');
  });

  it('says the rate limit’s seconds in the singular for one', () => {
    const m = platformMessages.rateLimited;
    expect(translate(m, 'it', { count: 1 })).toBe('Troppe richieste, riprova tra 1 secondo');
    expect(translate(m, 'it', { count: 30 })).toBe('Troppe richieste, riprova tra 30 secondi');
    expect(translate(m, 'gb', { count: 1 })).toBe('Too many requests, try again in 1 second');
    expect(translate(m, 'gb', { count: 30 })).toBe('Too many requests, try again in 30 seconds');
  });

  it('types keys and params: a wrong one fails tsc', () => {
    // @ts-expect-error no such key
    expect(texts.helo).toBeUndefined();
    // @ts-expect-error name and count are required
    translate(texts.hello, 'it');
    // @ts-expect-error count must be a number
    translate(texts.apples, 'it', { count: '1', owner: 'Ada' });
    // @ts-expect-error a message without placeholders takes no params
    new AppError(400, 'x', platformMessages.notFound, { fields: 'a' });
    // @ts-expect-error a message is a reference, not a key
    new AppError(404, 'not_found', 'notFound');
    defineMessages({
      it: { a: 'A', b: 'B {x}' },
      // @ts-expect-error a language missing a key
      es: { a: 'A' },
      // @ts-expect-error a key Italian lacks
      fr: { a: 'A', b: 'B', c: 'C' },
      // @ts-expect-error a placeholder Italian lacks
      de: { a: 'A {y}', b: 'B' },
      gb: { a: 'A', b: 'B {x}' },
    });
  });
});

describe('AppError', () => {
  it('gives its message in the language asked, params filled', () => {
    const error = new AppError(400, 'invalid_input', platformMessages.invalidInput, {
      fields: 'email',
    });
    expect(error.code).toBe('invalid_input');
    expect(error.messageIn('it')).toBe('Dati non validi: email');
    expect(error.messageIn('gb')).toBe('Invalid data: email');
  });
});

describe('languageFromHeader', () => {
  it('takes the first supported language, en meaning gb, else Italian', () => {
    expect(languageFromHeader('de-DE,de;q=0.9')).toBe('de');
    expect(languageFromHeader('en-US,en;q=0.8')).toBe('gb');
    expect(languageFromHeader('pt-BR, fr;q=0.5')).toBe('fr');
    expect(languageFromHeader('pt')).toBe('it');
    expect(languageFromHeader(undefined)).toBe('it');
  });
});
