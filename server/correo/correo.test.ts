/**
 * correo.enviar por POST /api/ (PGlite): validación con mensajes en español, sesión y app obligatorias,
 * modo bandeja de salida (.eml en OUTBOX_DIR) y envío real por SMTP a un smtp-server local.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearUsuario } from '../auth/usuarios';
import { BACKENDS } from '../db/backends-prueba';
import { montarAppPrueba, PASSWORD_PRUEBA, USUARIO_TECNICO, type AppPrueba } from '../http/app-prueba';
import { leerConfigCorreo } from './config';
import { metodosCorreo } from './index';
import { MENSAJE_BANDEJA, MENSAJE_CORREO_NO_VALIDO, MENSAJE_ENVIADO, MENSAJE_SIN_PERMISO } from './metodo';

const pglite = BACKENDS.find((b) => b.nombre === 'pglite');
if (!pglite) throw new Error('sin backend PGlite');

interface RespuestaRpc {
  result?: { modo: string; mensaje: string };
  error?: { code: number; message: string };
}

const llamar = async (p: AppPrueba, token: string | null, params: unknown): Promise<RespuestaRpc> => {
  const r = await p.app.inject({
    method: 'POST',
    url: '/api/',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'correo.enviar', params }),
  });
  const cuerpo: unknown = r.json();
  if (typeof cuerpo !== 'object' || cuerpo === null) throw new Error(`respuesta inesperada: ${r.body}`);
  const error: unknown = Reflect.get(cuerpo, 'error');
  const result: unknown = Reflect.get(cuerpo, 'result');
  return {
    ...(typeof error === 'object' && error !== null ? { error: { code: Number(Reflect.get(error, 'code')), message: String(Reflect.get(error, 'message')) } } : {}),
    ...(typeof result === 'object' && result !== null ? { result: { modo: String(Reflect.get(result, 'modo')), mensaje: String(Reflect.get(result, 'mensaje')) } } : {}),
  };
};

const valido = { para: ['cliente@example.com'], asunto: 'Resumen del parte 123', cuerpo: 'Hola,\nadjunto el resumen.' };

describe('leerConfigCorreo', () => {
  it('sin SMTP_HOST usa la bandeja de salida (./data/outbox por defecto)', () => {
    expect(leerConfigCorreo({})).toEqual({ modo: 'bandeja', carpeta: './data/outbox', remitente: 'Vigía <no-responder@vigia.local>' });
    expect(leerConfigCorreo({ OUTBOX_DIR: '/tmp/x', SMTP_HOST: '' })).toMatchObject({ modo: 'bandeja', carpeta: '/tmp/x' });
  });
  it('con SMTP_HOST usa SMTP con puerto, TLS y credenciales', () => {
    expect(leerConfigCorreo({ SMTP_HOST: 'smtp.local', SMTP_PORT: '465', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASS: 'p', SMTP_FROM: 'a@b.es' })).toEqual({
      modo: 'smtp', host: 'smtp.local', puerto: 465, seguro: true, usuario: 'u', clave: 'p', remitente: 'a@b.es',
    });
  });
  it('rechaza un puerto no válido con un mensaje en español', () => {
    expect(() => leerConfigCorreo({ SMTP_HOST: 'x', SMTP_PORT: 'abc' })).toThrow(/Configuración de correo no válida: SMTP_PORT/);
  });
});

describe('correo.enviar sin servidor de correo (bandeja de salida)', () => {
  let p: AppPrueba;
  let token: string;
  let carpeta: string;

  beforeAll(async () => {
    carpeta = mkdtempSync(join(tmpdir(), 'vigia-outbox-'));
    p = await montarAppPrueba(pglite, { metodos: metodosCorreo({ OUTBOX_DIR: carpeta }) });
    await crearUsuario(p.db, { ...USUARIO_TECNICO, idusuario: '12', login: 'sin.apps', apps: { ...USUARIO_TECNICO.apps, tecnicos: false } });
    token = await p.token(USUARIO_TECNICO.login);
  });
  afterAll(async () => {
    await p.cerrar();
    rmSync(carpeta, { recursive: true, force: true });
  });

  it('guarda el mensaje como .eml y la respuesta lo dice', async () => {
    const r = await llamar(p, token, valido);
    expect(r.error).toBeUndefined();
    expect(r.result).toEqual({ modo: 'bandeja', mensaje: MENSAJE_BANDEJA });
    const ficheros = readdirSync(carpeta).filter((f) => f.endsWith('.eml'));
    expect(ficheros).toHaveLength(1);
    const eml = readFileSync(join(carpeta, ficheros[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: cliente@example\.com$/m);
    expect(eml).toMatch(/^Subject: Resumen del parte 123$/m);
    expect(eml).toContain('adjunto el resumen.');
  });

  it('un destinatario mal escrito: -32602 con «El correo electrónico no es correcto» y nada escrito', async () => {
    const antes = readdirSync(carpeta).length;
    const r = await llamar(p, token, { ...valido, para: ['bien@example.com', 'mal@'] });
    expect(r.error?.code).toBe(-32602);
    expect(r.error?.message).toContain(`para[1]: ${MENSAJE_CORREO_NO_VALIDO}`);
    expect(readdirSync(carpeta)).toHaveLength(antes);
  });

  it('sin destinatarios ni asunto: «Campo requerido»', async () => {
    const r = await llamar(p, token, { para: [], asunto: '  ', cuerpo: '' });
    expect(r.error?.code).toBe(-32602);
    expect(r.error?.message).toContain('para: Campo requerido');
    expect(r.error?.message).toContain('asunto: Campo requerido');
  });

  it('sin sesión no envía nada', async () => {
    const r = await llamar(p, null, valido);
    expect(r.result).toBeUndefined();
    expect(r.error).toBeDefined();
  });

  it('sin la app de técnicos ni la de comerciales: permiso denegado', async () => {
    const otro = await p.token('sin.apps', PASSWORD_PRUEBA);
    const r = await llamar(p, otro, valido);
    expect(r.error?.code).toBe(-32011);
    expect(r.error?.message).toBe(MENSAJE_SIN_PERMISO);
  });
});

describe('correo.enviar con SMTP', () => {
  let p: AppPrueba;
  let token: string;
  let smtp: SMTPServer;
  const recibidos: { de: string; para: string[]; datos: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(flujo, sesion, fin) {
        let datos = '';
        flujo.setEncoding('utf8');
        flujo.on('data', (t: string) => {
          datos += t;
        });
        flujo.on('end', () => {
          const de = sesion.envelope.mailFrom;
          recibidos.push({ de: de === false ? '' : de.address, para: sesion.envelope.rcptTo.map((r) => r.address), datos });
          fin();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const direccion = smtp.server.address();
    const port = typeof direccion === 'object' && direccion !== null ? (direccion satisfies AddressInfo).port : 0;
    p = await montarAppPrueba(pglite, { metodos: metodosCorreo({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: 'avisos@vigia.test' }) });
    token = await p.token(USUARIO_TECNICO.login);
  });
  afterAll(async () => {
    await p.cerrar();
    await new Promise<void>((r) => smtp.close(r));
  });

  it('entrega el mensaje al servidor SMTP con remitente, destinatarios, asunto y cuerpo', async () => {
    const r = await llamar(p, token, { ...valido, para: ['uno@example.com', 'dos@example.com'] });
    expect(r.result).toEqual({ modo: 'smtp', mensaje: MENSAJE_ENVIADO });
    expect(recibidos).toHaveLength(1);
    expect(recibidos[0]?.de).toBe('avisos@vigia.test');
    expect(recibidos[0]?.para).toEqual(['uno@example.com', 'dos@example.com']);
    expect(recibidos[0]?.datos).toMatch(/^Subject: Resumen del parte 123\r?$/m);
    expect(recibidos[0]?.datos).toContain('adjunto el resumen.');
  });
});
