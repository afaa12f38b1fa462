/**
 * Añadidos de la vista de un parte: la tarjeta de mapa con la dirección del cliente (la del sistema si
 * la tiene, si no la primera activa del cliente; lat/lng de la colección `direccion`) y el botón
 * 'Enviar correo electrónico', con el correo del cliente y el resumen del parte ya puestos.
 */
import { useMemo } from 'react';
import { entidades, type DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { BotonCorreo } from '../../ui/dialogos/BotonCorreo';
import { CorreosEnviados } from '../../ui/dialogos/CorreosEnviados';
import { TarjetaMapa } from '../../ui/dialogos/mapa/TarjetaMapa';
import { useUrlTeselas } from '../../ui/dialogos/mapa/useUrlTeselas';
import { PLANTILLA_RESUMEN, plantillasCorreoParte, type DatosCorreoParte } from './correo-parte';

type Direccion = DocDe<'direccion'>;

export const textoDireccion = (d: Direccion): string => `${d.direccion}, ${d.cp} ${d.poblacion} (${d.provincia})`;

/** La dirección del parte: la del sistema o, si no, la primera activa del cliente. */
export const useDireccionParte = (idcliente: string, iddireccionSistema: string | null): Direccion | null => {
  const { db } = useVigia();
  const { resultado: delSistema } = useRxQuery(() => (iddireccionSistema ? db.direccion.findOne(iddireccionSistema) : null), [db, iddireccionSistema]);
  const { resultado: delCliente } = useRxQuery(
    () => db.direccion.find({ selector: { idcliente, estado: { $gt: 0 } }, sort: [{ iddireccion: 'asc' }], limit: 1 }),
    [db, idcliente],
  );
  const doc = delSistema ?? delCliente?.[0] ?? null;
  return doc ? doc.toJSON() : null;
};

export interface TarjetaMapaParteProps {
  direccion: Direccion | null;
  cliente: string | null;
}

export function TarjetaMapaParte({ direccion, cliente }: TarjetaMapaParteProps) {
  const urlTeselas = useUrlTeselas();
  const lat = direccion?.lat;
  const lng = direccion?.lng;
  const marcadores = useMemo(
    () =>
      direccion && typeof lat === 'number' && typeof lng === 'number'
        ? [{ id: direccion.iddireccion, lat, lng, titulo: cliente ? `${cliente}: ${textoDireccion(direccion)}` : textoDireccion(direccion) }]
        : [],
    [direccion, lat, lng, cliente],
  );
  if (!direccion) return null;
  return (
    <TarjetaMapa titulo="Dirección" marcadores={marcadores} urlTeselas={urlTeselas}>
      <p>{textoDireccion(direccion)}</p>
      {marcadores.length === 0 && <p className="nota">Esta dirección no tiene coordenadas.</p>}
    </TarjetaMapa>
  );
}

export interface BotonCorreoParteProps {
  idparte_trabajo: string;
  email: string | null;
  datos: DatosCorreoParte;
}

/** idtabla del parte: el correo cuelga de él (bandeja de salida). */
const IDTABLA_PARTE = entidades.partetrabajo.idtabla ?? 269;

export function BotonCorreoParte({ idparte_trabajo, email, datos }: BotonCorreoParteProps) {
  const plantillas = useMemo(() => plantillasCorreoParte(datos), [datos]);
  return (
    <BotonCorreo
      origen={{ idtabla: IDTABLA_PARTE, id: idparte_trabajo }}
      etiqueta="Enviar correo electrónico"
      email={email}
      plantillas={plantillas}
      plantillaInicial={PLANTILLA_RESUMEN}
    />
  );
}

/** Los correos enviados sobre el parte. */
export function CorreosParte({ idparte_trabajo }: { idparte_trabajo: string }) {
  return <CorreosEnviados origen={{ idtabla: IDTABLA_PARTE, id: idparte_trabajo }} />;
}
