/**
 * Ficha genérica de un registro de un cliente o de un cliente potencial (…/{tipo}/{idregistro}): la
 * tarjeta declarada del tipo, 'Modificar' (si se puede editar) y 'Eliminar' tras 'Confirmación' (la
 * dirección de un cliente se da de baja: estado 0); tras eliminar vuelve a la lista.
 */
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { useAccion } from '../../ui/accion/useAccion';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import type { FilaBase } from './declaracion';
import { pantallaRegistro, type PropsCuerpoRegistro } from './DocumentoRegistro';
import { EnlaceDueno, EnlaceRegistro, EnlaceSubregistros, useIrARegistro } from './EnlacesDueno';
import { BOTON_ELIMINAR, ENLACE_MODIFICAR, NOMBRE_DUENO, TEXTOS_SUBREGISTRO } from './subregistros.labels';
import type { Dueno, TipoSubregistro } from './tipos';

/** La pantalla de la ruta: la carcasa común del registro (DocumentoRegistro) con la ficha. */
export const pantallaFichaSubregistro = <D extends Dueno>(tipo: TipoSubregistro, dueno: D) => pantallaRegistro(tipo, dueno, Ficha);

function Ficha<F extends FilaBase, K extends string>({ declaracion, dueno, id, fila }: PropsCuerpoRegistro<F, K>) {
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
