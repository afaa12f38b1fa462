/**
 * Un sobre firma exactamente lo que se envió (issue 29), por HTTP contra el servidor completo (PGlite y
 * PostgreSQL) con un SMTP local:
 *  - el caso del issue: enviar, pasar el presupuesto de aceptado a pendiente, añadir una línea de 100 €,
 *    repartir las cuotas y volver a aceptar: el sobre queda anulado en la misma transacción del cambio, el
 *    enlace viejo responde 410 (leer, el PDF y firmar), los destinatarios reciben el aviso por la bandeja de
 *    salida, el comercial recibe el sobre anulado al sincronizar; otro sobre con el PDF nuevo se firma y
 *    la página de auditoría lleva su SHA-256 y el total nuevo es el firmado;
 *  - aunque el sobre no se hubiera anulado: otra revisión del presupuesto o un documento cambiado, 410;
 *  - un documento que no es un PDF de verdad: sobre.enviar lo rechaza; uno antiguo, firmarlo da 409;
 *  - nada de lo que se mande a la página de firma da un 5xx.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocDe } from '../../schemas';
import { MENSAJES } from '../../replication/errores';
import { MENSAJES_SOBRE, TEXTO_ANULADO } from '../../replication/sobres';
import { textoPdf } from '../../src/lib/prueba/pdf';
import { crearServidor, type Servidor } from '../app';
import { emitirToken } from '../auth/tokens';
import { sembrar } from '../seed/cargar';
import { comercial1, datosPrueba } from '../sync/prueba/datos';
import { BASES, contar, descargar, leerDoc, type BasePrueba } from '../sync/prueba/entorno';
import { abrirBuzon, esperar, pdfDePrueba, tokenDe, type BuzonPrueba } from './prueba-smtp';

/** PNG de 1×1 píxel. */
const FIRMA = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const ORIGEN = 'http://vigia.test';
const AHORA = '2026-11-20T10:00:00.000Z';
/** La app «compilada» de la prueba: el enlace del correo la abre si sigue valiendo. */
const INDICE = '<!doctype html><html lang="es"><title>Vigía</title><div id="raiz"></div></html>';
const sha256 = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');

const ficheroPdf = (idfichero: string, idpresupuestocli: string, tamano: number): DocDe<'fichero'> => ({
  idfichero, idtabla: 106, id: idpresupuestocli, nombre: `${idfichero}.pdf`, tipo: 'application/pdf', tamano, creado: AHORA, estado: 1,
});

describe.each(BASES)('sobres atados a lo que se firmó sobre $nombre', ({ abrir }) => {
  let base: BasePrueba;
  let servidor: Servidor;
  let buzon: BuzonPrueba;
  let token = '';
  let distDir = '';
  const pdfs = new Map<string, Uint8Array>();

  const guardarPdf = async (idfichero: string, idpresupuestocli: string, bytes: Uint8Array, sembrado = false): Promise<void> => {
    pdfs.set(idfichero, bytes);
    if (!sembrado) {
      await base.db.query('insert into fichero (id, doc, ambito) select $1, $2::jsonb, ambito from presupuestocli where id = $3', [
        idfichero, JSON.stringify(ficheroPdf(idfichero, idpresupuestocli, bytes.length)), idpresupuestocli,
      ]);
    }
    await base.db.query('insert into fichero_contenido (idfichero, tipo, tamano, datos) values ($1, $2, $3, $4)', [idfichero, 'application/pdf', bytes.length, Buffer.from(bytes)]);
  };

  beforeAll(async () => {
    buzon = await abrirBuzon();
    distDir = mkdtempSync(path.join(tmpdir(), 'vigia-dist-sobres-'));
    writeFileSync(path.join(distDir, 'index.html'), INDICE);
    // PR1 aceptado (revisión 1) con todo lo que pide aceptar: 2 × 10 € al 21 % = 24,20 €, una cuota y una ubicación.
    const datos = datosPrueba();
    const [pr1] = datos.documentos.presupuestocli;
    if (!pr1) throw new Error('Sin PR1');
    const aceptado = {
      ...pr1, estado: 3, faceptacion: AHORA, num_revision: 1, iddireccion_instalacion: 'DIR1', forma_pago: 'transferencia', forma_pago_cuotas: 'domiciliacion',
      idcuenta_bancaria: 'CBA1',
    } satisfies DocDe<'presupuestocli'>;
    datos.documentos.presupuestocli = [aceptado, { ...aceptado, idpresupuestocli: 'PR5', numero: 'P0005', titulo: 'Cámaras del patio' }];
    datos.documentos.cuotapresupuesto = [
      { idcuota_presupuesto: 'CQ1', idpresupuestocli: 'PR1', numero: 1, fecha: '2026-12-01', importe: 24.2, forma_pago: 'domiciliacion', estado: 1 },
    ];
    datos.documentos.ubicacionpresupuesto = [
      { idubicacion_presupuesto: 'UB1', idpresupuestocli: 'PR1', idlpresupuestocli: 'LPR1', descripcion: 'Entrada', planta: 'Baja', unidades: 1, observaciones: null, estado: 1 },
    ];
    datos.documentos.fichero = [...datos.documentos.fichero, ficheroPdf('FPR1', 'PR1', 0), ficheroPdf('FPR5', 'PR5', 0)];
    base = await abrir();
    await sembrar(base.db, datos);
    await guardarPdf('FPR1', 'PR1', await pdfDePrueba('Presupuesto P0001: total 24,20 EUR'), true);
    await guardarPdf('FPR5', 'PR5', await pdfDePrueba('Presupuesto P0005'), true);
    servidor = await crearServidor({
      db: base.db, semilla: false, puerto: 0, distDir,
      entornoCorreo: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(buzon.puerto), SMTP_FROM: 'firmas@vigia.test' },
    });
    token = (await emitirToken(base.db, comercial1.usuario.idusuario, 1)).token;
  });
  afterAll(async () => {
    await servidor?.cerrar();
    await base?.cerrar();
    await buzon?.cerrar();
    rmSync(distDir, { recursive: true, force: true });
  });

  const rpc = async (method: string, params: unknown): Promise<{ result?: unknown; error?: { code: number; message: string } }> => {
    const r = await fetch(`${servidor.url}/api/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: ORIGEN },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    expect(r.status).toBe(200);
    const cuerpo: unknown = await r.json();
    if (typeof cuerpo !== 'object' || cuerpo === null) throw new Error('Respuesta no válida');
    return cuerpo;
  };

  /** Una mutación como la sube la cola del dispositivo: un método por mutador, con su envoltura. */
  const mutacion = async (metodo: string, params: unknown): Promise<void> => {
    const r = await rpc(metodo, { idsync_upload: randomUUID(), creado: new Date().toISOString(), params });
    expect(r.error, JSON.stringify(r.error)).toBeUndefined();
  };

  const enviar = (idsobre: string, idpresupuestocli: string, idfichero: string, destinatarios: readonly (readonly [string, string, string])[]) =>
    rpc('sobre.enviar', {
      idsobre, idpresupuestocli, idfichero, asunto: `Presupuesto ${idpresupuestocli} para firmar`, mensaje: null, dias_validez: 10,
      destinatarios: destinatarios.map(([id, nombre, email]) => ({ iddestinatario_sobre: id, nombre, email })),
    });

  const leer = async (t: string, ruta = ''): Promise<{ estado: number; cuerpo: unknown }> => {
    const r = await fetch(`${servidor.url}/api/firma/${t}${ruta}`);
    const texto = await r.text();
    return { estado: r.status, cuerpo: r.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(texto) : texto };
  };

  const firmar = (t: string, nombre: string, dni: string): Promise<Response> =>
    fetch(`${servidor.url}/api/firma/${t}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nombre, dni, firma: FIRMA }) });

  const ultimoToken = async (email: string, n: number): Promise<string> => {
    await esperar(() => buzon.para(email).length >= n);
    return tokenDe(buzon.para(email)[n - 1]?.cuerpo ?? '');
  };

  it('el caso del issue: cambiar el presupuesto aceptado anula el sobre; el enlace viejo ya no firma; otro sobre con el PDF nuevo sí', async () => {
    const db = base.db;
    expect(await enviar('S-A', 'PR1', 'FPR1', [['DS-A1', 'Ana Núñez', 'ana@example.com'], ['DS-A2', 'Luis Gil', 'luis@example.com']])).toMatchObject({ result: { enviados: 2 } });
    expect(await leerDoc(db, 'sobre', 'S-A')).toMatchObject({ situacion: 'enviado', num_revision: 1, sha256: sha256(pdfs.get('FPR1') ?? new Uint8Array()) });
    const tokenAna = await ultimoToken('ana@example.com', 1);
    const tokenLuis = await ultimoToken('luis@example.com', 1);
    // Ana firma la versión enviada.
    expect((await firmar(tokenAna, 'Ana Núñez', '12345678Z')).status).toBe(200);

    // El comercial lo vuelve a pendiente (3 → 2), añade 100 € más IVA, reparte las cuotas y lo acepta otra vez.
    await mutacion('presupuestoCli.cambiarEstadoSync', { idpresupuestocli: 'PR1', estado: 2, motivo: null, idrevision_presupuesto: 'RVP-A' });
    const anulado = await leerDoc(db, 'sobre', 'S-A');
    expect(anulado).toMatchObject({ situacion: 'anulado', num_revision: 1 });
    expect(Number.isNaN(Date.parse(String(anulado?.fanulado)))).toBe(false);
    await mutacion('lpresupuestoCli.insertSync', {
      doc: { idlpresupuestocli: 'LPR-100', idpresupuestocli: 'PR1', idsubsis_presupuesto: null, idarticulo: null, descripcion: 'Sirena exterior', unidades: 1, precio: 100, dto: 0, iva: 21, orden: 20, estado: 1 },
    });
    await mutacion('presupuestoCli.repartirCuotasSync', { idpresupuestocli: 'PR1', forma_pago: 'domiciliacion', cuotas: [{ idcuota_presupuesto: 'CQ1', fecha: '2026-12-01' }] });
    await mutacion('presupuestoCli.aceptarSync', { idpresupuestocli: 'PR1', idrevision_presupuesto: 'RVP-B' });
    expect(await leerDoc(db, 'presupuestocli', 'PR1')).toMatchObject({ estado: 3, num_revision: 3, total: 145.2 });

    // El enlace del correo abre una página en español con 410, sin la app; uno que vale abre la app.
    const pagina = await fetch(`${servidor.url}/app/firmar/${tokenLuis}`);
    expect(pagina.status).toBe(410);
    expect(pagina.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await pagina.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(MENSAJES_SOBRE.anulado);
    expect(html).not.toContain('id="raiz"');
    // El enlace viejo: 410 al leer, al pedir el PDF y al firmar; nada se escribe.
    for (const ruta of ['', '/documento']) expect(await leer(tokenLuis, ruta)).toEqual({ estado: 410, cuerpo: { error: MENSAJES_SOBRE.anulado } });
    const tarde = await firmar(tokenLuis, 'Luis Gil', 'X1234567L');
    expect(tarde.status).toBe(410);
    expect(await tarde.json()).toEqual({ error: MENSAJES_SOBRE.anulado });
    expect(await leerDoc(db, 'destinatariosobre', 'DS-A2')).toMatchObject({ firmado: false });
    expect(await leerDoc(db, 'presupuestocli', 'PR1')).toMatchObject({ estado: 3 });
    // Ni reenviar ni cancelar un sobre anulado.
    expect((await rpc('sobre.reenviar', { idsobre: 'S-A', iddestinatario_sobre: 'DS-A2' })).error?.message).toBe(MENSAJES_SOBRE.sobreAnulado);
    expect((await rpc('sobre.cancelar', { idsobre: 'S-A' })).error?.message).toBe(MENSAJES_SOBRE.sobreAnulado);

    // Los dos destinatarios reciben el aviso (por la bandeja de salida, que queda enviada).
    await esperar(() => buzon.para('luis@example.com').length === 2 && buzon.para('ana@example.com').length === 2);
    const [avisoLuis, avisoAna] = [buzon.para('luis@example.com')[1], buzon.para('ana@example.com')[1]];
    expect(avisoLuis?.asunto).toBe('Anulado: Presupuesto PR1 para firmar');
    expect(avisoLuis?.cuerpo).toContain('El presupuesto P0001 («Alarma del almacén») que te enviamos para firmar ha cambiado');
    expect(avisoLuis?.cuerpo).toContain('El enlace que recibiste ya no sirve');
    expect(avisoAna?.cuerpo).toContain('La firma que hiciste era de la versión anterior y ya no cuenta');
    await esperar(async () => (await contar(db, "select count(*) as n from correo where doc->>'envio' = 'enviado' and doc->>'id' = 'PR1'")) === 2);

    // El comercial recibe el sobre anulado al sincronizar (la pantalla dice TEXTO_ANULADO).
    const cm1 = await descargar(db, comercial1);
    expect(cm1.docs.get('sobre:S-A')).toMatchObject({ situacion: 'anulado' });
    expect(TEXTO_ANULADO).toBe('Anulado: el presupuesto cambió');

    // Otro sobre con el PDF de la versión nueva: se firma entero y el PDF firmado lleva su SHA-256.
    await guardarPdf('FPR1-B', 'PR1', await pdfDePrueba('Presupuesto P0001: total 145,20 EUR'));
    expect(await enviar('S-B', 'PR1', 'FPR1-B', [['DS-B1', 'Luis Gil', 'luis@example.com']])).toMatchObject({ result: { enviados: 1 } });
    expect(await leerDoc(db, 'sobre', 'S-B')).toMatchObject({ num_revision: 3, sha256: sha256(pdfs.get('FPR1-B') ?? new Uint8Array()) });
    const nuevo = await ultimoToken('luis@example.com', 3);
    const app = await fetch(`${servidor.url}/app/firmar/${nuevo}`);
    expect([app.status, await app.text()]).toEqual([200, INDICE]);
    expect((await leer(nuevo)).cuerpo).toMatchObject({ presupuesto: { total: 145.2 }, documento: { sha256: sha256(pdfs.get('FPR1-B') ?? new Uint8Array()) } });
    const r = await firmar(nuevo, 'Luis Gil', 'X1234567L');
    expect(await r.json()).toEqual({ firmado: true, completo: true });
    const firmado = await leerDoc(db, 'sobre', 'S-B');
    expect(firmado).toMatchObject({ situacion: 'firmado' });
    expect(await leerDoc(db, 'presupuestocli', 'PR1')).toMatchObject({ estado: 4, total: 145.2 });
    const [c] = await db.query<{ datos: Uint8Array }>('select datos from fichero_contenido where idfichero = $1', [String(firmado?.idfichero_firmado)]);
    const { texto } = await textoPdf(new Uint8Array(c?.datos ?? []));
    expect(texto).toContain('Registro de auditoría');
    expect(texto).toContain(sha256(pdfs.get('FPR1-B') ?? new Uint8Array()));
    expect(texto).toContain('145,20');
    expect(await leerDoc(db, 'sobre', 'S-A')).toMatchObject({ situacion: 'anulado' });
  });

  it('aunque el sobre siguiera enviado: otra revisión del presupuesto, o un documento que ya no es el enviado, no firman (410, nada escrito)', async () => {
    const db = base.db;
    expect(await enviar('S-C', 'PR5', 'FPR5', [['DS-C1', 'Eva Sanz', 'eva@example.com']])).toMatchObject({ result: { enviados: 1 } });
    const t = await ultimoToken('eva@example.com', 1);
    // Una revisión que no pasó por los mutadores (p. ej. un sobre de antes de esta regla).
    await db.query("update presupuestocli set doc = jsonb_set(doc, '{num_revision}', '2') where id = 'PR5'");
    expect(await leer(t)).toEqual({ estado: 410, cuerpo: { error: MENSAJES_SOBRE.anulado } });
    expect((await firmar(t, 'Eva Sanz', '12345678Z')).status).toBe(410);
    await db.query("update presupuestocli set doc = jsonb_set(doc, '{num_revision}', '1') where id = 'PR5'");
    expect((await leer(t)).estado).toBe(200);
    // El contenido del documento cambia en el servidor: la firma lo comprueba en su transacción.
    const otro = await pdfDePrueba('Presupuesto P0005 cambiado');
    await db.query("update fichero_contenido set datos = $1, tamano = $2 where idfichero = 'FPR5'", [Buffer.from(otro), otro.length]);
    const r = await firmar(t, 'Eva Sanz', '12345678Z');
    expect(r.status).toBe(410);
    expect(await r.json()).toEqual({ error: MENSAJES_SOBRE.documentoCambiado });
    expect(await leerDoc(db, 'destinatariosobre', 'DS-C1')).toMatchObject({ firmado: false });
    expect(await contar(db, "select count(*) as n from sobre_token where idsobre = 'S-C' and usado is not null")).toBe(0);
    expect(await leerDoc(db, 'sobre', 'S-C')).toMatchObject({ situacion: 'enviado' });
    // Y sin el documento: 410, no 500.
    await db.query("delete from fichero_contenido where idfichero = 'FPR5'");
    const sinDocumento = await firmar(t, 'Eva Sanz', '12345678Z');
    expect(sinDocumento.status).toBe(410);
    expect(await sinDocumento.json()).toEqual({ error: MENSAJES.ficheroNoDisponible });
    await rpc('sobre.cancelar', { idsobre: 'S-C' });
  });

  it('un documento que no es un PDF de verdad: sobre.enviar lo rechaza; si un sobre antiguo lo lleva, firmarlo da 409 y no 500', async () => {
    const db = base.db;
    const falso = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(31, 0x41)]);
    expect(falso.length).toBe(40);
    await mutacion('fichero.subirSync', { doc: { idfichero: 'F-FALSO', idtabla: 106, id: 'PR5', nombre: 'falso.pdf', tipo: 'application/pdf', tamano: 40 }, contenido: falso.toString('base64') });
    const r = await enviar('S-F', 'PR5', 'F-FALSO', [['DS-F1', 'Eva Sanz', 'eva@example.com']]);
    expect(r.error).toMatchObject({ code: -32014, message: MENSAJES_SOBRE.documentoNoPdf });
    expect(await leerDoc(db, 'sobre', 'S-F')).toBeNull();

    // Un sobre de antes de la comprobación: se envía con un PDF bueno y luego se le cambia por el falso (con su hash).
    await guardarPdf('FPR5-B', 'PR5', await pdfDePrueba('Presupuesto P0005 otra vez'));
    expect(await enviar('S-G', 'PR5', 'FPR5-B', [['DS-G1', 'Eva Sanz', 'eva@example.com']])).toMatchObject({ result: { enviados: 1 } });
    const t = await ultimoToken('eva@example.com', 3);
    await db.query("update fichero_contenido set datos = $1 where idfichero = 'FPR5-B'", [falso]);
    await db.query("update sobre set doc = jsonb_set(doc, '{sha256}', to_jsonb($1::text)) where id = 'S-G'", [sha256(falso)]);
    const firma = await firmar(t, 'Eva Sanz', '12345678Z');
    expect(firma.status).toBe(409);
    expect(await firma.json()).toEqual({ error: MENSAJES_SOBRE.documentoIlegible });
    expect(await leerDoc(db, 'destinatariosobre', 'DS-G1')).toMatchObject({ firmado: false });
    expect(await leerDoc(db, 'presupuestocli', 'PR5')).toMatchObject({ estado: 3 });
  });

  it('nada de lo que llegue a la página de firma da un 5xx: tokens raros, cuerpos mal formados, la firma de un sobre sin PDF legible', async () => {
    const t = await ultimoToken('eva@example.com', 3);
    const tokens = ['', 'x', 'A'.repeat(43), 'A'.repeat(44), `${'A'.repeat(42)}%00`, '%E2%82%AC'.repeat(10), 'Ñ'.repeat(43), '..%2F..%2Fetc%2Fpasswd', 'A'.repeat(5000), t];
    const cuerpos: { tipo: string; cuerpo: string }[] = [
      { tipo: 'application/json', cuerpo: '' },
      { tipo: 'application/json', cuerpo: '{' },
      { tipo: 'application/json', cuerpo: 'null' },
      { tipo: 'application/json', cuerpo: '[]' },
      { tipo: 'application/json', cuerpo: '"firma"' },
      { tipo: 'application/json', cuerpo: '12' },
      { tipo: 'application/json', cuerpo: JSON.stringify({ nombre: 1, dni: [], firma: {} }) },
      { tipo: 'application/json', cuerpo: JSON.stringify({ nombre: 'Eva', dni: '12345678Z', firma: 'data:image/png;base64,AAAA' }) },
      { tipo: 'application/json', cuerpo: JSON.stringify({ nombre: 'Eva', dni: '12345678Z', firma: `data:image/png;base64,${'/'.repeat(1000)}` }) },
      { tipo: 'application/json', cuerpo: JSON.stringify({ nombre: 'Eva', dni: '12345678Z', firma: FIRMA, __proto__: { x: 1 } }) },
      { tipo: 'application/json', cuerpo: JSON.stringify({ nombre: 'Eva', dni: '12345678Z', firma: FIRMA }) },
      { tipo: 'text/plain', cuerpo: 'hola' },
      { tipo: 'application/x-www-form-urlencoded', cuerpo: 'nombre=Eva' },
      { tipo: 'application/octet-stream', cuerpo: '\u0000\u0001' },
      { tipo: 'application/json', cuerpo: `{"nombre":"${'a'.repeat(600_000)}"}` },
    ];
    const estados: number[] = [];
    // Cada petición llega a su ruta: los fallos anteriores se olvidan para que el límite por dirección (429) no las tape.
    const pedir = async (ruta: string, init?: RequestInit): Promise<void> => {
      await base.db.query('delete from intento_login');
      estados.push((await fetch(`${servidor.url}/api/firma/${ruta}`, init)).status);
    };
    for (const tk of tokens) {
      for (const ruta of ['', '/documento']) await pedir(`${tk}${ruta}`);
      await base.db.query('delete from intento_login');
      estados.push((await fetch(`${servidor.url}/app/firmar/${tk}`)).status);
      for (const { tipo, cuerpo } of cuerpos) await pedir(tk, { method: 'POST', headers: { 'content-type': tipo }, body: cuerpo });
    }
    expect(estados.filter((e) => e >= 500)).toEqual([]);
    expect(estados).not.toContain(429);
    expect(new Set(estados)).toEqual(new Set([200, 400, 403, 404, 409, 413, 414, 415]));
  });
});
