/**
 * partes/{id}/simple-add: un técnico anota desde un parte una venta que ha visto (título y
 * descripción). Manda operacionCrm.simpleAddSync, que crea la operación con el cliente, el sistema, la
 * orden y la delegación del parte; funciona sin conexión. Avisa 'Operación anotada' y vuelve al parte.
 */
import { Link } from '@tanstack/react-router';
import type { MotorSync } from '../../../replication/cliente';
import type { ContextoVigia } from '../../app/VigiaProvider';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { AltaDeclarada, type Destino } from '../../ui/marco/EdicionDeclarada';
import { RegistroDocumento } from '../../ui/marco/MarcoRegistro';
import { TEXTOS_SIMPLE_ADD as T } from './operaciones.labels';
import { nuloSiEnBlanco, recortar } from '../../lib/texto';

export interface ValoresSimpleAdd {
  titulo: string;
  descripcion: string;
}

export const formularioSimpleAdd = (motor: Pick<MotorSync, 'mutate'>, nuevoId: () => string = () => crypto.randomUUID()) =>
  declararFormulario<ValoresSimpleAdd, { idparte_trabajo: string }>({
    campos: [
      { campo: 'titulo', tipo: 'texto', etiqueta: T.tituloCampo, requerido: true, maximo: 200, normalizar: recortar },
      { campo: 'descripcion', tipo: 'area', etiqueta: T.descripcionCampo, maximo: 4000, filas: 4 },
    ],
    mensaje: T.anotada,
    boton: T.boton,
    enviar: ({ valores, registro }) =>
      motor.mutate('operacionCrm.simpleAddSync', {
        idoperacioncrm: nuevoId(),
        idparte_trabajo: registro.idparte_trabajo,
        titulo: valores.titulo,
        descripcion: nuloSiEnBlanco(valores.descripcion),
      }),
  });

const VACIO = (): ValoresSimpleAdd => ({ titulo: '', descripcion: '' });
const formulario = ({ motor }: ContextoVigia, idoperacioncrm: string) => formularioSimpleAdd(motor, () => idoperacioncrm);

export function SimpleAddScreen({ idparte_trabajo }: { idparte_trabajo: string }) {
  const destinoParte: Destino = { to: '/partes/$idparte_trabajo', params: { idparte_trabajo } };
  return (
    <RegistroDocumento
      coleccion="partetrabajo"
      id={idparte_trabajo}
      nombre="Parte"
      volver={<Link {...destinoParte}>{T.volver}</Link>}
      cabecera={(parte) => ({ titulo: T.titulo, subtitulo: `Parte ${parte.numero}`, volver: <Link {...destinoParte}>{T.volver}</Link> })}
    >
      {(parte) => (
        <>
          <p>{T.explicacion}</p>
          <AltaDeclarada etiqueta={T.titulo} formulario={formulario} valores={VACIO} registro={{ idparte_trabajo: parte.idparte_trabajo }} ficha={() => destinoParte} />
        </>
      )}
    </RegistroDocumento>
  );
}
