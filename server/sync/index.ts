/**
 * La mitad servidor del motor de sincronización: los métodos RPC (un método por mutador, sync.pull,
 * sync.documentos, sync.historial, sync.desalojar y sync.estado), el stream de avisos y la poda del registro. server/app.ts los monta.
 * Las lecturas grandes (sync.pull, sync.documentos, fichero.contenido) se declaran `pesado`, y
 * fichero.contenido con su cuota por petición: los límites los aplica server/rpc/ (limites.ts). Usan la
 * base del contexto (ctx.db), que el despachador les da cediendo el turno al bucle de eventos.
 */
import { METODOS_EN_LINEA } from '../../replication/metodos-en-linea';
import type { Db } from '../db/tipos';
import { implementar } from '../rpc/implementar';
import { LIMITES_PETICION } from '../rpc/limites';
import type { MetodoRpc } from '../rpc/tipos';
import { metodosMutacion } from './ejecutor';
import { partesParaDescargar } from './disponibles';
import { registrarEstado } from './estado';
import { contenidoFichero } from './ficheros';
import { desalojar, historial } from './historial';
import { documentos, pull } from './pull';

export { etiquetasUsuario, reglasAmbito } from './ambito';
export { ejecutarMutacion, type ResultadoMutacion } from './ejecutor';
export { podarRegistro, programarPoda } from './poda';
export { documentos, pull } from './pull';
export { instalarStream, RUTA_STREAM, type DepsStream } from './stream';
export { crearTxSql } from './tx-sql';

export const metodosSync = (db: Db): MetodoRpc<unknown>[] => [
  ...metodosMutacion(db),
  // Las lecturas pesadas usan ctx.db: el despachador se la da cediendo el turno (server/rpc/turno.ts).
  implementar(METODOS_EN_LINEA.syncPull, { ejecutar: (p, ctx) => pull(ctx.db, p, ctx), pesado: true }),
  implementar(METODOS_EN_LINEA.syncDocumentos, { ejecutar: (p, ctx) => documentos(ctx.db, p, ctx), pesado: true }),
  implementar(METODOS_EN_LINEA.syncHistorial, { ejecutar: (p, ctx) => historial(ctx.db, p, ctx), pesado: true }),
  implementar(METODOS_EN_LINEA.syncDesalojar, { ejecutar: (p, ctx) => desalojar(ctx.db, p, ctx), pesado: true }),
  implementar(METODOS_EN_LINEA.syncEstado, { ejecutar: (p, ctx) => registrarEstado(db, p, ctx) }),
  implementar(METODOS_EN_LINEA.partesDisponibles, { ejecutar: (p, ctx) => partesParaDescargar(db, p.texto, ctx) }),
  implementar(METODOS_EN_LINEA.ficheroContenido, {
    ejecutar: (p, ctx) => contenidoFichero(ctx.db, p.idfichero, ctx),
    pesado: true,
    porPeticion: LIMITES_PETICION.ficheroContenido,
  }),
];
