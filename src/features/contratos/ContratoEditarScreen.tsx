/**
 * Modificar un contrato (/contratos/{id}/edit): el formulario declarado del contrato (contrato-formulario.ts).
 * Guardar avisa 'Cambios guardados' y vuelve a la ficha.
 */
import type { ContextoVigia } from '../../app/VigiaProvider';
import { EdicionDeclarada } from '../../ui/marco/EdicionDeclarada';
import { formularioContrato, valoresDeContrato } from './contrato-formulario';
import type { Contrato } from './contratos';
import { TEXTOS_CONTRATOS as T } from './contratos.labels';
import { MarcoContrato } from './MarcoContrato';

const formulario = ({ motor }: ContextoVigia, { idcliente, fecha_inicio, forma_pago, forma_pago_cuotas }: Contrato) =>
  formularioContrato(motor, { idcliente, fecha_inicio, forma_pago, forma_pago_cuotas });

export function ContratoEditarScreen({ idcontrato }: { idcontrato: string }) {
  return (
    <MarcoContrato idcontrato={idcontrato} titulo={T.modificarTitulo}>
      {(contrato) => (
        <EdicionDeclarada
          coleccion="contrato"
          registro={contrato}
          formulario={formulario}
          valores={valoresDeContrato}
          etiqueta={T.modificarTitulo}
          volver={T.volverFicha}
          ficha={{ to: '/contratos/$idcontrato', params: { idcontrato } }}
        />
      )}
    </MarcoContrato>
  );
}
