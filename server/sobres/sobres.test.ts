/**
 * Sobres de firma de punta a punta, por HTTP contra el servidor completo (PGlite y PostgreSQL) con un
 * servidor SMTP local (smtp-server): el comercial envía el PDF de un presupuesto aceptado a dos
 * destinatarios, los enlaces se leen de los correos recibidos, cada uno ve lo que firma y firma; con la
 * última firma el presupuesto queda firmado (4) con el PDF firmado entre sus ficheros. Y los rechazos:
 * fuera del ámbito, enlace usado, caducado, cancelado, DNI incorrecto, dos firmas a la vez con el mismo
 * enlace, y el límite de enlaces no válidos por dirección.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocDe } from '../../schemas';
import { DNI_INCORRECTO } from '../../replication/documento-identidad';
import { MENSAJES_SOBRE, type InfoFirma } from '../../replication/sobres';
import { textoPdf } from '../../src/lib/prueba/pdf';
import { crearServidor, type Servidor } from '../app';
import { emitirToken } from '../auth/tokens';
import { urlSinSecretos } from '../http/registro';
import { sembrar } from '../seed/cargar';
import { comercial1, comercial3, datosPrueba } from '../sync/prueba/datos';
import { BASES, contar, leerDoc, type BasePrueba } from '../sync/prueba/entorno';
import { urlPublicaDe } from '.';
import { abrirBuzon, esperar, pdfDePrueba, tokenDe, type BuzonPrueba } from './prueba-smtp';

/** PNG de 1×1 píxel. */
const FIRMA = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const ORIGEN = 'http://vigia.test';
const AHORA = '2026-11-20T10:00:00.000Z';

const aceptado = (p: DocDe<'presupuestocli'>, cambios: Partial<DocDe<'presupuestocli'>>): DocDe<'presupuestocli'> => ({ ...p, estado: 3, faceptacion: AHORA, ...cambios });

const ficheroPdf = (idfichero: string, idpresupuestocli: string, tamano: number): DocDe<'fichero'> => ({
  idfichero, idtabla: 106, id: idpresupuestocli, nombre: `presupuesto-${idpresupuestocli}.pdf`, tipo: 'application/pdf', tamano, creado: AHORA, estado: 1,
});

describe.each(BASES)('sobres de firma sobre $nombre', ({ abrir }) => {
  let base: BasePrueba;
  let servidor: Servidor;
  let buzon: BuzonPrueba;
  const pdfs = new Map<string, Uint8Array>();
  let tokenCm1 = '';
  let tokenCm3 = '';

  beforeAll(async () => {
    buzon = await abrirBuzon();
    const port = buzon.puerto;

    // PR1 y PR3 aceptados (D1, comercial CM1), cada uno con su PDF en el servidor; PR4 en elaboración.
    for (const n of ['P0001', 'P0003', 'P0004']) pdfs.set(n, await pdfDePrueba(`Presupuesto ${n}`));
    const datos = datosPrueba();
    const [pr1] = datos.documentos.presupuestocli;
    if (!pr1) throw new Error('Sin PR1');
    datos.documentos.presupuestocli = [
      aceptado(pr1, {}),
      aceptado(pr1, { idpresupuestocli: 'PR3', numero: 'P0003', titulo: 'Cámaras de la nave' }),
      { ...pr1, idpresupuestocli: 'PR4', numero: 'P0004' },
    ];
    datos.documentos.fichero = [
      ...datos.documentos.fichero,
      ficheroPdf('FPR1', 'PR1', pdfs.get('P0001')?.length ?? 0),
      ficheroPdf('FPR3', 'PR3', pdfs.get('P0003')?.length ?? 0),
      ficheroPdf('FPR4', 'PR4', pdfs.get('P0004')?.length ?? 0),
      ficheroPdf('FPR1-SUBIENDO', 'PR1', 100),
    ];
    datos.documentos.parametro = [...datos.documentos.parametro, { idparametro: 'PE', clave: 'empresa_nombre', valor: 'Seguridad Vigía S.L.', descripcion: null }];
    base = await abrir();
    await sembrar(base.db, datos);
    for (const [idfichero, numero] of [['FPR1', 'P0001'], ['FPR3', 'P0003'], ['FPR4', 'P0004']] as const) {
      const bytes = pdfs.get(numero) ?? new Uint8Array();
      await base.db.query('insert into fichero_contenido (idfichero, tipo, tamano, datos) values ($1, $2, $3, $4)', [idfichero, 'application/pdf', bytes.length, Buffer.from(bytes)]);
    }
    servidor = await crearServidor({
      db: base.db, semilla: false, puerto: 0, distDir: '/nonexistent-vigia-dist',
      entornoCorreo: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: 'firmas@vigia.test' },
    });
    tokenCm1 = (await emitirToken(base.db, comercial1.usuario.idusuario, 1)).token;
    tokenCm3 = (await emitirToken(base.db, comercial3.usuario.idusuario, 1)).token;
  });
  afterAll(async () => {
    await servidor?.cerrar();
    await base?.cerrar();
    await buzon?.cerrar();
  });

  const rpc = async (token: string, method: string, params: unknown): Promise<{ result?: unknown; error?: { code: number; message: string } }> => {
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

  const firma = (token: string, cuerpo: unknown): Promise<Response> =>
    fetch(`${servidor.url}/api/firma/${token}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cuerpo) });

  const info = async (token: string): Promise<{ estado: number; cuerpo: unknown }> => {
    const r = await fetch(`${servidor.url}/api/firma/${token}`);
    return { estado: r.status, cuerpo: await r.json() };
  };

  const paramsEnvio = (idsobre: string, idpresupuestocli: string, idfichero: string, destinatarios: { id: string; nombre: string; email: string }[]) => ({
    idsobre, idpresupuestocli, idfichero, asunto: `Presupuesto ${idpresupuestocli} para firmar`, mensaje: 'Le adjuntamos el presupuesto acordado.', dias_validez: 10,
    destinatarios: destinatarios.map((d) => ({ iddestinatario_sobre: d.id, nombre: d.nombre, email: d.email })),
  });


  const tokens = new Map<string, string>();

  it('otro comercial no puede enviar a firmar un presupuesto fuera de su ámbito (-32011) y nada se escribe', async () => {
    const r = await rpc(tokenCm3, 'sobre.enviar', paramsEnvio('SOBRE-AJENO', 'PR1', 'FPR1', [{ id: 'DS-AJENO', nombre: 'X', email: 'x@example.com' }]));
    expect(r.error?.code).toBe(-32011);
    expect(r.error?.message).toMatch(/^No tienes permiso de acceso para añadir el registro SOBRE-AJENO de sobre: el registro PR1 de presupuestocli no está a tu alcance$/);
    expect(await contar(base.db, 'select count(*) as n from sobre')).toBe(0);
    expect(await contar(base.db, 'select count(*) as n from sobre_token')).toBe(0);
  });

  it('solo un presupuesto aceptado, con su PDF ya en el servidor', async () => {
    const uno = [{ id: 'DS-X', nombre: 'X', email: 'x@example.com' }];
    expect((await rpc(tokenCm1, 'sobre.enviar', paramsEnvio('S-X', 'PR4', 'FPR4', uno))).error).toMatchObject({ code: -32014, message: MENSAJES_SOBRE.noAceptado });
    expect((await rpc(tokenCm1, 'sobre.enviar', paramsEnvio('S-X', 'PR1', 'FPR1-SUBIENDO', uno))).error).toMatchObject({ code: -32014, message: MENSAJES_SOBRE.sinDocumento });
    expect((await rpc(tokenCm1, 'sobre.enviar', paramsEnvio('S-X', 'PR1', 'NO-SUBIDO', uno))).error).toMatchObject({ code: -32014, message: MENSAJES_SOBRE.sinDocumento });
    expect((await rpc(tokenCm1, 'sobre.enviar', paramsEnvio('S-X', 'PR1', 'FPR3', uno))).error).toMatchObject({ code: -32014, message: MENSAJES_SOBRE.documentoAjeno });
    const repetidos = [{ id: 'DS-A', nombre: 'A', email: 'a@example.com' }, { id: 'DS-B', nombre: 'B', email: 'A@example.com' }];
    expect((await rpc(tokenCm1, 'sobre.enviar', paramsEnvio('S-X', 'PR1', 'FPR1', repetidos))).error?.message).toContain(MENSAJES_SOBRE.emailsRepetidos);
    expect(await contar(base.db, 'select count(*) as n from sobre')).toBe(0);
  });

  it('envía a dos destinatarios: un correo a cada uno con su enlace personal; solo se guarda el hash de cada token', async () => {
    const r = await rpc(tokenCm1, 'sobre.enviar', paramsEnvio('SOBRE-1', 'PR1', 'FPR1', [
      { id: 'DS-1', nombre: 'Ana Núñez', email: 'ana@example.com' },
      { id: 'DS-2', nombre: 'Luis Gil', email: 'luis@example.com' },
    ]));
    expect(r).toMatchObject({ result: { idsobre: 'SOBRE-1', enviados: 2 } });
    await esperar(() => buzon.recibidos.length >= 2);
    for (const [id, email, nombre] of [['DS-1', 'ana@example.com', 'Ana Núñez'], ['DS-2', 'luis@example.com', 'Luis Gil']] as const) {
      const [correo, ...otros] = buzon.para(email);
      expect(otros).toEqual([]);
      expect(correo?.asunto).toBe('Presupuesto PR1 para firmar');
      expect(correo?.cuerpo).toContain(`Hola, ${nombre}:`);
      expect(correo?.cuerpo).toContain('Le adjuntamos el presupuesto acordado.');
      expect(correo?.cuerpo).toContain('Seguridad Vigía S.L. te envía el presupuesto P0001 («Alarma del almacén»)');
      expect(correo?.cuerpo).toMatch(/El enlace vale hasta el \d+ de \w+ de \d{4}/);
      const token = tokenDe(correo?.cuerpo ?? '');
      tokens.set(id, token);
      const filas = await base.db.query<{ hash: string; iddestinatario_sobre: string }>('select hash, iddestinatario_sobre from sobre_token where idsobre = $1 and iddestinatario_sobre = $2', ['SOBRE-1', id]);
      expect(filas).toEqual([{ hash: createHash('sha256').update(token).digest('hex'), iddestinatario_sobre: id }]);
    }
    const sobre = await leerDoc(base.db, 'sobre', 'SOBRE-1');
    expect(sobre).toMatchObject({
      idpresupuestocli: 'PR1', situacion: 'enviado', idfichero: 'FPR1', idcomercial: 'CM1', idfichero_firmado: null,
      sha256: createHash('sha256').update(pdfs.get('P0001') ?? new Uint8Array()).digest('hex'),
    });
    expect(Date.parse(String(sobre?.caduca)) - Date.parse(String(sobre?.fenvio))).toBe(10 * 24 * 3600 * 1000);
    expect(await leerDoc(base.db, 'destinatariosobre', 'DS-2')).toMatchObject({ idsobre: 'SOBRE-1', orden: 2, firmado: false, email: 'luis@example.com' });
    const envios = await base.db.query<{ doc: DocDe<'enviosobre'> }>("select doc from enviosobre where doc->>'idsobre' = 'SOBRE-1' order by doc->>'iddestinatario_sobre'");
    expect(envios.map((e) => [e.doc.iddestinatario_sobre, e.doc.tipo, e.doc.resultado])).toEqual([['DS-1', 'envio', 'enviado'], ['DS-2', 'envio', 'enviado']]);
    // El sobre, sus destinatarios y sus envíos van con el presupuesto: el comercial los recibe, el otro no.
    const [ambito] = await base.db.query<{ ambito: string[] }>("select ambito from sobre where id = 'SOBRE-1'");
    expect(ambito?.ambito).toContain('comercial:CM1');
    expect(ambito?.ambito).not.toContain('delegacion:D2');
    // Un segundo sobre del mismo presupuesto, mientras el primero sigue enviado: no.
    const otro = await rpc(tokenCm1, 'sobre.enviar', paramsEnvio('SOBRE-1B', 'PR1', 'FPR1', [{ id: 'DS-1B', nombre: 'X', email: 'x@example.com' }]));
    expect(otro.error?.message).toBe(MENSAJES_SOBRE.yaEnviado);
  });

  it('el enlace enseña lo que se firma y el PDF, sin sesión', async () => {
    const token = tokens.get('DS-1') ?? '';
    const { estado, cuerpo } = await info(token);
    expect(estado).toBe(200);
    const esperado: InfoFirma = {
      empresa: 'Seguridad Vigía S.L.',
      presupuesto: { numero: 'P0001', titulo: 'Alarma del almacén', total: 24.2 },
      documento: { nombre: 'presupuesto-PR1.pdf', sha256: createHash('sha256').update(pdfs.get('P0001') ?? new Uint8Array()).digest('hex') },
      destinatario: { nombre: 'Ana Núñez' },
      caduca: String((await leerDoc(base.db, 'sobre', 'SOBRE-1'))?.caduca),
    };
    expect(cuerpo).toEqual(esperado);
    const pdf = await fetch(`${servidor.url}/api/firma/${token}/documento`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^inline; filename="presupuesto-PR1\.pdf"/);
    expect(pdf.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(Buffer.from(pdfs.get('P0001') ?? new Uint8Array()))).toBe(true);
    // Un token que no existe, y uno mal formado: 404 con el mismo mensaje.
    for (const malo of ['A'.repeat(43), 'no-es-un-token']) {
      expect(await info(malo)).toEqual({ estado: 404, cuerpo: { error: MENSAJES_SOBRE.enlaceNoValido } });
      expect((await fetch(`${servidor.url}/api/firma/${malo}/documento`)).status).toBe(404);
    }
  });

  it('firmar pide nombre, un DNI válido y una firma PNG', async () => {
    const token = tokens.get('DS-1') ?? '';
    const r = await firma(token, { nombre: 'Ana Núñez', dni: '12345678A', firma: FIRMA });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: DNI_INCORRECTO });
    expect(await (await firma(token, { nombre: ' ', dni: '12345678Z', firma: FIRMA })).json()).toEqual({ error: MENSAJES_SOBRE.nombre });
    expect(await (await firma(token, { nombre: 'Ana', dni: '12345678Z', firma: 'data:image/png;base64,AAAA' })).json()).toEqual({ error: MENSAJES_SOBRE.firmaNoValida });
    expect(await (await firma(token, { nombre: 'Ana', dni: '12345678Z', firma: 'data:image/jpeg;base64,AAAA' })).json()).toEqual({ error: MENSAJES_SOBRE.firmaNoValida });
    const grande = await firma(token, { nombre: 'Ana', dni: '12345678Z', firma: `data:image/png;base64,${'A'.repeat(700_000)}` });
    expect(grande.status).toBe(413);
    expect(await grande.json()).toEqual({ error: MENSAJES_SOBRE.firmaGrande });
    expect(await leerDoc(base.db, 'destinatariosobre', 'DS-1')).toMatchObject({ firmado: false });
  });

  it('firma el primero: su destinatario queda firmado con nombre, DNI, fecha e IP; el presupuesto sigue aceptado; el enlace ya no vale', async () => {
    const token = tokens.get('DS-1') ?? '';
    const r = await firma(token, { nombre: ' Ana Núñez Pérez ', dni: '12345678-z', firma: FIRMA });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ firmado: true, completo: false });
    const d = await leerDoc(base.db, 'destinatariosobre', 'DS-1');
    expect(d).toMatchObject({ firmado: true, firmante_nombre: 'Ana Núñez Pérez', firmante_dni: '12345678Z', ip: '127.0.0.1' });
    expect(Number.isNaN(Date.parse(String(d?.ffirma)))).toBe(false);
    expect(await contar(base.db, "select count(*) as n from sobre_firma where iddestinatario_sobre = 'DS-1' and imagen = $1", [FIRMA])).toBe(1);
    expect(await leerDoc(base.db, 'presupuestocli', 'PR1')).toMatchObject({ estado: 3 });
    expect(await leerDoc(base.db, 'sobre', 'SOBRE-1')).toMatchObject({ situacion: 'enviado' });
    // Otra vez el mismo enlace: 409, para leer y para firmar.
    expect(await info(token)).toEqual({ estado: 409, cuerpo: { error: MENSAJES_SOBRE.enlaceUsado } });
    const otra = await firma(token, { nombre: 'Ana', dni: '12345678Z', firma: FIRMA });
    expect(otra.status).toBe(409);
    expect(await otra.json()).toEqual({ error: MENSAJES_SOBRE.enlaceUsado });
  });

  it('el segundo firma dos veces a la vez: una gana y completa el sobre; el presupuesto queda firmado con el PDF firmado', async () => {
    const token = tokens.get('DS-2') ?? '';
    const [a, b] = await Promise.all([
      firma(token, { nombre: 'Luis Gil', dni: 'X1234567L', firma: FIRMA }),
      firma(token, { nombre: 'Luis Gil', dni: 'X1234567L', firma: FIRMA }),
    ]);
    const respuestas = [{ estado: a.status, cuerpo: await a.json() }, { estado: b.status, cuerpo: await b.json() }].sort((x, y) => x.estado - y.estado);
    expect(respuestas).toEqual([
      { estado: 200, cuerpo: { firmado: true, completo: true } },
      { estado: 409, cuerpo: { error: MENSAJES_SOBRE.enlaceUsado } },
    ]);
    const sobre = await leerDoc(base.db, 'sobre', 'SOBRE-1');
    expect(sobre).toMatchObject({ situacion: 'firmado' });
    const presupuesto = await leerDoc(base.db, 'presupuestocli', 'PR1');
    expect(presupuesto).toMatchObject({ estado: 4, ffirma: sobre?.ffirmado });
    const idfichero = String(sobre?.idfichero_firmado);
    expect(await leerDoc(base.db, 'fichero', idfichero)).toMatchObject({ idtabla: 106, id: 'PR1', nombre: 'presupuesto-P0001-firmado.pdf', tipo: 'application/pdf', estado: 1 });
    // El fichero firmado va con el presupuesto (su comercial lo recibe) y su contenido está en el servidor.
    const [fila] = await base.db.query<{ ambito: string[] }>('select ambito from fichero where id = $1', [idfichero]);
    expect(fila?.ambito).toContain('comercial:CM1');
    const [c] = await base.db.query<{ datos: Uint8Array; tamano: number }>('select datos, tamano from fichero_contenido where idfichero = $1', [idfichero]);
    const { doc, texto } = await textoPdf(new Uint8Array(c?.datos ?? []));
    expect(doc.getPageCount()).toBe(3);
    for (const t of ['Presupuesto P0001', 'Firmas', 'Registro de auditoría', 'Ana Núñez Pérez', '12345678Z', 'Luis Gil', 'X1234567L', 'ana@example.com', 'luis@example.com', 'Dirección IP: 127.0.0.1', 'Sobre: SOBRE-1', String(sobre?.sha256)]) {
      expect(texto).toContain(t);
    }
    // El cambio llega a los dispositivos: los documentos tocados tienen su cambio sellado.
    expect(await contar(base.db, 'select count(*) as n from cambio where seq is null')).toBe(0);
    expect(await contar(base.db, "select count(*) as n from cambio where coleccion = 'presupuestocli' and id = 'PR1'")).toBeGreaterThan(0);
    // Ya firmado: ni reenviar ni cancelar.
    expect((await rpc(tokenCm1, 'sobre.cancelar', { idsobre: 'SOBRE-1' })).error?.message).toBe(MENSAJES_SOBRE.sobreFirmado);
    expect((await rpc(tokenCm1, 'sobre.reenviar', { idsobre: 'SOBRE-1', iddestinatario_sobre: 'DS-1' })).error?.message).toBe(MENSAJES_SOBRE.sobreFirmado);
  });

  it('un enlace caducado: 410; reenviar da otro enlace (el viejo deja de valer); cancelar: 410 y un aviso a quien no firmó', async () => {
    const r = await rpc(tokenCm1, 'sobre.enviar', paramsEnvio('SOBRE-3', 'PR3', 'FPR3', [{ id: 'DS-3', nombre: 'Eva Sanz', email: 'eva@example.com' }]));
    expect(r).toMatchObject({ result: { idsobre: 'SOBRE-3', enviados: 1 } });
    await esperar(() => buzon.para('eva@example.com').length === 1);
    const viejo = tokenDe(buzon.para('eva@example.com')[0]?.cuerpo ?? '');
    expect((await info(viejo)).estado).toBe(200);
    await base.db.query("update sobre_token set caduca = now() - interval '1 minute' where idsobre = 'SOBRE-3'");
    expect(await info(viejo)).toEqual({ estado: 410, cuerpo: { error: MENSAJES_SOBRE.enlaceCaducado } });
    expect((await firma(viejo, { nombre: 'Eva Sanz', dni: '12345678Z', firma: FIRMA })).status).toBe(410);

    // El otro comercial no puede reenviar ni cancelar un sobre que no ve.
    expect((await rpc(tokenCm3, 'sobre.reenviar', { idsobre: 'SOBRE-3', iddestinatario_sobre: 'DS-3' })).error?.code).toBe(-32011);
    expect((await rpc(tokenCm3, 'sobre.cancelar', { idsobre: 'SOBRE-3' })).error?.code).toBe(-32011);

    expect(await rpc(tokenCm1, 'sobre.reenviar', { idsobre: 'SOBRE-3', iddestinatario_sobre: 'DS-3' })).toMatchObject({ result: { idsobre: 'SOBRE-3', enviados: 1 } });
    await esperar(() => buzon.para('eva@example.com').length === 2);
    const reenvio = buzon.para('eva@example.com')[1];
    expect(reenvio?.asunto).toBe('Recordatorio: Presupuesto PR3 para firmar');
    const nuevo = tokenDe(reenvio?.cuerpo ?? '');
    expect(nuevo).not.toBe(viejo);
    expect((await info(nuevo)).estado).toBe(200);
    expect((await info(viejo)).estado).toBe(404);

    expect(await rpc(tokenCm1, 'sobre.cancelar', { idsobre: 'SOBRE-3' })).toMatchObject({ result: { idsobre: 'SOBRE-3', avisados: 1 } });
    await esperar(() => buzon.para('eva@example.com').length === 3);
    const aviso = buzon.para('eva@example.com')[2];
    expect(aviso?.asunto).toBe('Cancelado: Presupuesto PR3 para firmar');
    expect(aviso?.cuerpo).toContain('Se ha cancelado el envío para firmar el presupuesto P0003');
    expect(await info(nuevo)).toEqual({ estado: 410, cuerpo: { error: MENSAJES_SOBRE.cancelado } });
    const tarde = await firma(nuevo, { nombre: 'Eva Sanz', dni: '12345678Z', firma: FIRMA });
    expect(tarde.status).toBe(410);
    expect(await tarde.json()).toEqual({ error: MENSAJES_SOBRE.cancelado });
    expect(await leerDoc(base.db, 'sobre', 'SOBRE-3')).toMatchObject({ situacion: 'cancelado' });
    expect(await leerDoc(base.db, 'presupuestocli', 'PR3')).toMatchObject({ estado: 3 });
    const envios = await base.db.query<{ tipo: string }>("select doc->>'tipo' as tipo from enviosobre where doc->>'idsobre' = 'SOBRE-3' order by doc->>'fecha'");
    expect(envios.map((e) => e.tipo)).toEqual(['envio', 'reenvio', 'cancelacion']);
  });

  it('demasiados enlaces no válidos desde una dirección: 429, también para los válidos', async () => {
    let estado = 0;
    for (let i = 0; i < 25 && estado !== 429; i++) estado = (await info(`${'B'.repeat(42)}${i % 10}`)).estado;
    expect(estado).toBe(429);
    const { cuerpo } = await info(tokens.get('DS-1') ?? '');
    expect(cuerpo).toEqual({ error: MENSAJES_SOBRE.demasiadosIntentos(15) });
  });
});

describe('el registro de peticiones', () => {
  it('no escribe el token de un enlace de firma', () => {
    expect(urlSinSecretos(`/api/firma/${'A'.repeat(43)}`)).toBe('/api/firma/[oculto]');
    expect(urlSinSecretos(`/api/firma/${'A'.repeat(43)}/documento?x=1`)).toBe('/api/firma/[oculto]/documento?x=1');
    expect(urlSinSecretos(`/app/firmar/${'A'.repeat(43)}`)).toBe('/app/firmar/[oculto]');
    expect(urlSinSecretos('/app/presupuestos/PR1')).toBe('/app/presupuestos/PR1');
  });
});

describe('URL_PUBLICA', () => {
  it('sin barra final; vacía, ninguna; y la que no es http(s) para el arranque', () => {
    expect(urlPublicaDe({ URL_PUBLICA: 'https://vigia.example.com/' })).toBe('https://vigia.example.com');
    expect(urlPublicaDe({ URL_PUBLICA: ' ' })).toBeNull();
    expect(urlPublicaDe({})).toBeNull();
    expect(() => urlPublicaDe({ URL_PUBLICA: 'vigia.example.com' })).toThrow(/URL_PUBLICA/);
  });
});
