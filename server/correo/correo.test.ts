/**
 * El correo saliente del servidor: la configuración (config.ts), la bandeja en carpeta (.eml con el
 * Message-ID de la bandeja de salida) y, de punta a punta por HTTP con un servidor SMTP local de verdad
 * (smtp-server): la app encola `correo.enviarSync`, el servidor despierta al cartero, el correo llega y
 * el documento queda 'enviado'.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearServidor, type Servidor } from '../app';
import { emitirToken } from '../auth/tokens';
import { sembrar } from '../seed/cargar';
import { datosPrueba } from '../sync/prueba/datos';
import { BASES, leerDoc, type BasePrueba } from '../sync/prueba/entorno';
import { leerConfigCorreo } from './config';
import { crearEnviador } from './enviador';

const esperar = async (condicion: () => boolean | Promise<boolean>): Promise<void> => {
  const fin = Date.now() + 10_000;
  while (!(await condicion())) {
    if (Date.now() > fin) throw new Error('Tiempo agotado');
    await new Promise((r) => setTimeout(r, 20));
  }
};

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

describe('bandeja en carpeta (sin SMTP)', () => {
  let carpeta: string;
  beforeAll(() => {
    carpeta = mkdtempSync(join(tmpdir(), 'vigia-outbox-'));
  });
  afterAll(() => rmSync(carpeta, { recursive: true, force: true }));

  it('guarda el mensaje completo como .eml, con el Message-ID de la bandeja de salida', async () => {
    const enviador = crearEnviador(leerConfigCorreo({ OUTBOX_DIR: carpeta }));
    const r = await enviador.enviar({ para: ['cliente@example.com'], asunto: 'Resumen del parte 123', cuerpo: 'Hola,\nadjunto el resumen.', idMensaje: '<abc@vigia>' });
    expect(r.modo).toBe('bandeja');
    const ficheros = readdirSync(carpeta).filter((f) => f.endsWith('.eml'));
    expect(ficheros).toHaveLength(1);
    const eml = readFileSync(join(carpeta, ficheros[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: cliente@example\.com$/m);
    expect(eml).toMatch(/^Subject: Resumen del parte 123$/m);
    expect(eml).toMatch(/^Message-ID: <abc@vigia>$/m);
    expect(eml).toContain('adjunto el resumen.');
  });
});

const pglite = BASES.find((b) => b.nombre === 'pglite');
if (!pglite) throw new Error('sin backend PGlite');

describe('de punta a punta: la app encola, el servidor lo envía por SMTP', () => {
  let base: BasePrueba;
  let servidor: Servidor;
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
    base = await pglite.abrir();
    await sembrar(base.db, datosPrueba());
    servidor = await crearServidor({
      db: base.db, semilla: false, puerto: 0, distDir: '/nonexistent-vigia-dist',
      entornoCorreo: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: 'avisos@vigia.test' },
    });
  });
  afterAll(async () => {
    await servidor?.cerrar();
    await base?.cerrar();
    await new Promise<void>((r) => smtp.close(r));
  });

  it('entrega el mensaje con remitente, destinatarios, asunto y cuerpo, una vez, y el correo queda enviado', async () => {
    const { token } = await emitirToken(base.db, 'UCM1', 1);
    const llamada = {
      jsonrpc: '2.0', id: 1, method: 'correo.enviarSync',
      params: {
        idsync_upload: 'sube-correo-1', creado: new Date().toISOString(),
        params: { idcorreo: 'CORREO-HTTP', idtabla: 117, id: 'OP1', para: ['uno@example.com', 'dos@example.com'], asunto: 'Resumen: CCTV', cuerpo: 'Le enviamos la propuesta.' },
      },
    };
    const enviar = () => fetch(`${servidor.url}/api/`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(llamada) });
    expect((await enviar()).status).toBe(200);
    await esperar(() => recibidos.length === 1);
    await esperar(async () => (await leerDoc(base.db, 'correo', 'CORREO-HTTP'))?.envio === 'enviado');
    // La misma subida otra vez (la red cortó la respuesta): no sale otro correo.
    const repetida: unknown = await (await enviar()).json();
    expect(repetida).toMatchObject({ result: { repetido: true } });
    await new Promise((r) => setTimeout(r, 300));
    expect(recibidos).toHaveLength(1);
    expect(recibidos[0]?.de).toBe('avisos@vigia.test');
    expect(recibidos[0]?.para).toEqual(['uno@example.com', 'dos@example.com']);
    expect(recibidos[0]?.datos).toMatch(/^Subject: Resumen: CCTV\r?$/m);
    expect(recibidos[0]?.datos).toMatch(/^Message-ID: <CORREO-HTTP@vigia>\r?$/m);
    expect(recibidos[0]?.datos).toContain('Le enviamos la propuesta.');
  });
});
