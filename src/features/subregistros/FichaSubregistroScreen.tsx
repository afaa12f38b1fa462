/**
 * Ficha genérica de un registro de un cliente o de un cliente potencial (…/{tipo}/{idregistro}): la
 * tarjeta declarada del tipo, 'Modificar' (si se puede editar) y 'Eliminar' tras 'Confirmación' (la
 * dirección de un cliente se da de baja: estado 0); tras eliminar vuelve a la lista.
 */
import type { ComponentType } from 'react';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { useAccion } from '../../ui/accion/useAccion';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import type { DeclaracionSubregistro, FilaBase } from './declaracion';
import { EnlaceDueno, EnlaceRegistro, EnlaceSubregistros, useIrARegistro } from './EnlacesDueno';
import { conDeclaracion } from './entidades';
import { BOTON_ELIMINAR, ENLACE_MODIFICAR, NOMBRE_DUENO, TEXTOS_SUBREGISTRO } from './subregistros.labels';
import { idDueno, type Dueno, type ParamsDueno, type PropsRegistro, type TipoSubregistro } from './tipos';

export function FichaSubregistroScreen({ tipo, dueno, id, idregistro }: PropsRegistro) {
  return conDeclaracion(tipo, (d) =>
    d.variantes[dueno].documento({
      id: idregistro,
      nombre: TEXTOS_SUBREGISTRO[tipo].nombre,
      volver: (
        <EnlaceSubregistros dueno={dueno} id={id} tipo={tipo}>
          {`Volver a ${TEXTOS_SUBREGISTRO[tipo].plural.toLowerCase()}`}
        </EnlaceSubregistros>
      ),
      children: (f) => <Ficha declaracion={d} dueno={dueno} id={id} fila={f} />,
    }),
  );
}

export const pantallaFichaSubregistro = <D extends Dueno>(tipo: TipoSubregistro, dueno: D): ComponentType<ParamsDueno[D] & { idregistro: string }> =>
  function PantallaFichaSubregistro(p: ParamsDueno[D] & { idregistro: string }) {
    return <FichaSubregistroScreen tipo={tipo} dueno={dueno} id={idDueno(p)} idregistro={p.idregistro} />;
  };

function Ficha<F extends FilaBase, K extends string>({ declaracion, dueno, id, fila }: { declaracion: DeclaracionSubregistro<F, K>; dueno: Dueno; id: string; fila: F }) {
  const { motor, sesion } = useVigia();
  const v = declaracion.variantes[dueno];
  const { tipo } = declaracion;
  const textos = TEXTOS_SUBREGISTRO[tipo];
  const ir = useIrARegistro(dueno, id, tipo);
  const eliminar = useAccion<F, unknown>({
    ejecutar: (f) => v.eliminar(motor, f),
    confirmar: { texto: textos.eliminar },
    exito: textos.eliminado,
    alTerminar: () => ir(null),
  });
  const editar = puede(sesion.usuario, v.objeto, 'editar');
  const borrar = puede(sesion.usuario, v.objeto, v.bajaEnLugarDeBorrar ? 'editar' : 'borrar');
  return (
    <div className="pantalla">
      <h1>{declaracion.nombreFila(fila)}</h1>
      <TarjetaEntidad declaracion={declaracion.tarjeta(dueno)} doc={fila} titulo={textos.nombre} />
      <div className="botonera">
        {editar && (
          <EnlaceRegistro dueno={dueno} id={id} tipo={tipo} idregistro={fila.id} editar className="boton boton-primario">
            {ENLACE_MODIFICAR}
          </EnlaceRegistro>
        )}
        {borrar && (
          <button className="boton boton-peligro" {...eliminar.boton(fila)}>
            {BOTON_ELIMINAR}
          </button>
        )}
        <EnlaceSubregistros dueno={dueno} id={id} tipo={tipo} className="boton">
          {`Volver a ${textos.plural.toLowerCase()}`}
        </EnlaceSubregistros>
        <EnlaceDueno dueno={dueno} id={id} className="boton">
          {NOMBRE_DUENO[dueno].volver}
        </EnlaceDueno>
      </div>
      {eliminar.aviso}
      {eliminar.dialogo}
    </div>
  );
}
