/**
 * Lo que las pantallas de sobres leen del dispositivo (en vivo: la firma que llega del servidor se ve sin
 * recargar) y las llamadas con red al servidor (sobre.enviar, sobre.reenviar, sobre.cancelar), que no se
 * encolan: sin conexión se dice en vez de intentarlo, y tras cada una se sincroniza para que llegue lo nuevo.
 */
import { useMemo } from 'react';
import { crearClienteRpc, type ArgsParams } from '../../../replication/cliente';
import { MENSAJES } from '../../../replication/errores';
import { METODOS_EN_LINEA, type MetodoEnLinea, type ResultadoDe } from '../../../replication/metodos-en-linea';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { TIPO_PDF } from '../cierre/pdf-dispositivo';
import { IDTABLA_PRESUPUESTO } from '../presupuestos/datos-pdf-presupuesto';
import {
  ordenarDestinatarios,
  ordenarSobres,
  type DestinatarioSobre,
  type EnvioSobre,
  type ParametrosCancelar,
  type ParametrosEnviar,
  type ParametrosReenviar,
  type RespuestaEnviar,
  type Sobre,
} from './sobres';

/** Los sobres activos de un presupuesto, del más reciente al más antiguo. */
export const useSobresPresupuesto = (idpresupuestocli: string): Sobre[] | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(() => db.sobre.find({ selector: { idpresupuestocli: { $eq: idpresupuestocli }, estado: { $gt: 0 } } }), [db, idpresupuestocli]);
  return useMemo(() => (resultado === undefined ? undefined : ordenarSobres(resultado.map((d) => d.toJSON()))), [resultado]);
};

/** Los destinatarios activos de unos sobres (por el índice idsobre), en su orden. */
export const useDestinatariosDe = (idsobres: readonly string[]): DestinatarioSobre[] | undefined => {
  const { db } = useVigia();
  const clave = [...new Set(idsobres)].sort().join('\n');
  const { resultado } = useRxQuery(
    () => (clave === '' ? null : db.destinatariosobre.find({ selector: { idsobre: { $in: clave.split('\n') }, estado: { $gt: 0 } } })),
    [db, clave],
  );
  return useMemo(() => (clave === '' ? [] : resultado === undefined ? undefined : ordenarDestinatarios(resultado.map((d) => d.toJSON()))), [clave, resultado]);
};

/** Los correos de un sobre, del más reciente al más antiguo. */
export const useEnviosSobre = (idsobre: string): EnvioSobre[] | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(() => db.enviosobre.find({ selector: { idsobre: { $eq: idsobre }, estado: { $gt: 0 } } }), [db, idsobre]);
  return useMemo(
    () => resultado?.map((d) => d.toJSON()).sort((a, b) => b.fecha.localeCompare(a.fecha) || a.idenvio_sobre.localeCompare(b.idenvio_sobre)),
    [resultado],
  );
};

export interface DocumentoPdf {
  idfichero: string;
  nombre: string;
  creado: string;
}

/** Los documentos PDF del presupuesto (sus ficheros activos de tipo PDF), el más reciente primero. */
export const useDocumentosPdf = (idpresupuestocli: string): DocumentoPdf[] | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(
    () => db.fichero.find({ selector: { id: { $eq: idpresupuestocli }, idtabla: { $eq: IDTABLA_PRESUPUESTO }, estado: { $gt: 0 } } }),
    [db, idpresupuestocli],
  );
  return useMemo(
    () =>
      resultado
        ?.filter((f) => f.tipo === TIPO_PDF)
        .map((f) => ({ idfichero: f.idfichero, nombre: f.nombre, creado: f.creado }))
        .sort((a, b) => b.creado.localeCompare(a.creado)),
    [resultado],
  );
};

export interface RpcSobres {
  enviar: (p: ParametrosEnviar) => Promise<RespuestaEnviar>;
  reenviar: (p: ParametrosReenviar) => Promise<void>;
  cancelar: (p: ParametrosCancelar) => Promise<void>;
}

/** Las llamadas al servidor de los sobres. Los errores (en español) los enseña quien llama. */
export const useRpcSobres = (): RpcSobres => {
  const { sesion, motor } = useVigia();
  const token = sesion.token;
  return useMemo(() => {
    const rpc = crearClienteRpc({ url: `${window.location.origin}/api/`, token: () => token, timeoutMs: 60_000 });
    const llamar = async <M extends MetodoEnLinea>(metodo: M, ...params: ArgsParams<M>): Promise<ResultadoDe<M>> => {
      if (!navigator.onLine) throw new Error(MENSAJES.sinInternet);
      const resultado = await rpc.leer(metodo, ...params);
      // Lo que ha cambiado el servidor (el sobre, sus destinatarios y envíos) baja ya, sin esperar al siguiente ciclo.
      void motor.sincronizarAhora().catch(() => undefined);
      return resultado;
    };
    return {
      enviar: (p) => llamar(METODOS_EN_LINEA.sobreEnviar, p),
      reenviar: async (p) => {
        await llamar(METODOS_EN_LINEA.sobreReenviar, p);
      },
      cancelar: async (p) => {
        await llamar(METODOS_EN_LINEA.sobreCancelar, p);
      },
    };
  }, [token, motor]);
};
